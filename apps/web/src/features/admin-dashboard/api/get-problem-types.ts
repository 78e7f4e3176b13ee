import type { ProblemTypeCount } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getProblemTypes(filter: StatsFilter): Promise<ProblemTypeCount[]> {
  const res = await api<ProblemTypeCount[]>('/api/admin/stats/problem-types', {
    area: 'admin',
    query: { fromDate: filter.from, toDate: filter.to, appType: filter.appType },
  });
  return res.data;
}

export const useProblemTypes = (filter: StatsFilter) =>
  useQuery({ queryKey: queryKeys.admin.stats('problem-types', filter), queryFn: () => getProblemTypes(filter) });
