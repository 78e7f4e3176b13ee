import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { experiencesQuery } from './session-queries';

export function useExperiences() {
  return useQuery(experiencesQuery(useLanguage()));
}
