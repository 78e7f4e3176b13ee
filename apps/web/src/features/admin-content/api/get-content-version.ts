import type { ContentVersionDetail } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getContentVersion(id: string): Promise<ContentVersionDetail> {
  return (await api<ContentVersionDetail>(`/api/admin/content-versions/${encodeURIComponent(id)}`, { area: 'admin' }))
    .data;
}

/** A version never changes once made, so what was loaded stays true. */
export function useContentVersion(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.admin.contentVersion(id),
    queryFn: () => getContentVersion(id!),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}
