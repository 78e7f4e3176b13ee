import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { sessionStepsQuery } from './session-queries';

export function useSessionSteps() {
  return useQuery(sessionStepsQuery(useLanguage()));
}
