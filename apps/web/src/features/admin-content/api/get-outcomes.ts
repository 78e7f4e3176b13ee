import type { OutcomeRow } from '@clearwell/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface OutcomeFilters {
  fromDate: string;
  toDate: string;
}

export async function getOutcomes(filters: OutcomeFilters): Promise<OutcomeRow[]> {
  return (await api<OutcomeRow[]>('/api/admin/stats/outcomes', { area: 'admin', query: { ...filters } })).data;
}

export function useOutcomes(filters: OutcomeFilters) {
  return useQuery({
    queryKey: queryKeys.admin.outcomes(filters),
    queryFn: () => getOutcomes(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
