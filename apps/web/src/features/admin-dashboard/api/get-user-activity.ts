import type { UserActivityPoint } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getUserActivity(filter: StatsFilter): Promise<UserActivityPoint[]> {
  const res = await api<UserActivityPoint[]>('/api/admin/stats/user-activity', {
    area: 'admin',
    query: { fromDate: filter.from, toDate: filter.to, appType: filter.appType },
  });
  return res.data;
}

export const useUserActivity = (filter: StatsFilter) =>
  useQuery({ queryKey: queryKeys.admin.stats('user-activity', filter), queryFn: () => getUserActivity(filter) });
