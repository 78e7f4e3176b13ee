import { useQuery } from '@tanstack/react-query';
import { sessionStepsQuery } from './session-queries';

export function useSessionSteps() {
  return useQuery(sessionStepsQuery);
}
