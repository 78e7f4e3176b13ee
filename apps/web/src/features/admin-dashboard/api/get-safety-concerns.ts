import type { SafetyConcernPoint } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getSafetyConcerns(filter: StatsFilter): Promise<SafetyConcernPoint[]> {
  return (
    await api<SafetyConcernPoint[]>('/api/admin/stats/safety', {
      area: 'admin',
      query: { fromDate: filter.from, toDate: filter.to },
    })
  ).data;
}

export const useSafetyConcerns = (filter: StatsFilter) =>
  useQuery({
    queryKey: queryKeys.admin.stats('safety', filter.from, filter.to),
    queryFn: () => getSafetyConcerns(filter),
  });
