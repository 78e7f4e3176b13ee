import type { Experience } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getExperiences(): Promise<Experience[]> {
  return (await api<Experience[]>('/api/experiences')).data;
}

export function useExperiences() {
  return useQuery({ queryKey: ['experiences'], queryFn: getExperiences, staleTime: 5 * 60_000 });
}
