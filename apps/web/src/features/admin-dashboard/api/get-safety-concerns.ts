import type { SafetyConcernPoint } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';

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
    queryKey: ['admin', 'stats', 'safety', filter.from, filter.to],
    queryFn: () => getSafetyConcerns(filter),
  });
