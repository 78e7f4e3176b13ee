import { useQuery } from '@tanstack/react-query';
import { experiencesQuery } from './session-queries';

export function useExperiences() {
  return useQuery(experiencesQuery);
}
