import type { MeasureKey, MeasureStats } from '@clearwell/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { OutcomeFilters } from './get-outcomes';

export async function getMeasureStats(key: MeasureKey, filters: OutcomeFilters): Promise<MeasureStats> {
  return (await api<MeasureStats>('/api/admin/stats/measures', { area: 'admin', query: { key, ...filters } })).data;
}

export function useMeasureStats(key: MeasureKey, filters: OutcomeFilters) {
  return useQuery({
    queryKey: queryKeys.admin.measureStats(key, filters),
    queryFn: () => getMeasureStats(key, filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
