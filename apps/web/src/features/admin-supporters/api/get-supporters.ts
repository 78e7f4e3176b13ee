import type { Supporter } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getSupporters(): Promise<Supporter[]> {
  return (await api<Supporter[]>('/api/admin/supporters', { area: 'admin' })).data;
}

export const useSupporters = () => useQuery({ queryKey: queryKeys.admin.supporters, queryFn: getSupporters });
