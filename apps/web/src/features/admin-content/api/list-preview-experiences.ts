import type { Experience } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

export async function listPreviewExperiences(language: Language): Promise<Experience[]> {
  return (await api<Experience[]>(`/api/admin/experiences?lang=${language}`, { area: 'admin' })).data;
}

/** The experiences as a patient using `language` sees them on the Choose Experience step. */
export function usePreviewExperiences(language: Language) {
  return useQuery({ queryKey: queryKeys.admin.experiences(language), queryFn: () => listPreviewExperiences(language) });
}
