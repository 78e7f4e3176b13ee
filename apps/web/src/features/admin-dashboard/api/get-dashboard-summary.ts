import type { DashboardSummary } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getDashboardSummary(filter: StatsFilter): Promise<DashboardSummary> {
  const res = await api<DashboardSummary>('/api/admin/dashboard', {
    area: 'admin',
    query: { from_date: filter.from, to_date: filter.to, appType: filter.appType },
  });
  return res.data;
}

export const useDashboardSummary = (filter: StatsFilter) =>
  useQuery({ queryKey: queryKeys.admin.dashboard(filter), queryFn: () => getDashboardSummary(filter) });
