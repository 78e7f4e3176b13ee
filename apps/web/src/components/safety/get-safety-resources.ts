import type { SafetyResources } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export async function getSafetyResources(country: string | null): Promise<SafetyResources> {
  return (await api<SafetyResources>('/api/safety-resources', { query: { country: country ?? undefined } })).data;
}

/** Asked again each time the card opens, so a line the back-office just changed shows at once. */
export const useSafetyResources = (country: string | null, enabled = true) =>
  useQuery({
    queryKey: ['safety-resources', country ?? '*'],
    queryFn: () => getSafetyResources(country),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
