import type { Experience } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function listPreviewExperiences(): Promise<Experience[]> {
  return (await api<Experience[]>('/api/admin/experiences', { area: 'admin' })).data;
}

export function usePreviewExperiences() {
  return useQuery({ queryKey: ['admin', 'experiences'], queryFn: listPreviewExperiences });
}
