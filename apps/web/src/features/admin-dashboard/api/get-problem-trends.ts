import type { ProblemTrendPoint } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getProblemTrends(filter: StatsFilter): Promise<ProblemTrendPoint[]> {
  const res = await api<ProblemTrendPoint[]>('/api/admin/stats/problem-trends', {
    area: 'admin',
    query: { fromDate: filter.from, toDate: filter.to, appType: filter.appType },
  });
  return res.data;
}

export const useProblemTrends = (filter: StatsFilter) =>
  useQuery({ queryKey: queryKeys.admin.stats('problem-trends', filter), queryFn: () => getProblemTrends(filter) });
