import type { DurabilityRow } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StatsFilter } from './stats-filter';
import { queryKeys } from '../../../lib/query-keys';

export async function getDurability(filter: StatsFilter): Promise<DurabilityRow[]> {
  const res = await api<DurabilityRow[]>('/api/admin/stats/durability', {
    area: 'admin',
    query: { fromDate: filter.from, toDate: filter.to, appType: filter.appType },
  });
  return res.data;
}

export const useDurability = (filter: StatsFilter) =>
  useQuery({ queryKey: queryKeys.admin.stats('durability', filter), queryFn: () => getDurability(filter) });
