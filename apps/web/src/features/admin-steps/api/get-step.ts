import type { AdminStep } from './admin-step';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const FETCH_WITHOUT_ID = 'Cannot fetch step: ID is undefined';

export async function getStep(id: string | undefined): Promise<AdminStep> {
  if (!id) throw new Error(FETCH_WITHOUT_ID);
  const res = await api<AdminStep>(`/api/admin/session-step/${encodeURIComponent(id)}`, { area: 'admin' });
  return res.data;
}

export function useStep(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.step(id),
    queryFn: () => getStep(id),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
