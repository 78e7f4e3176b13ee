import type { ContentVersion, Paged } from '@clearwell/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const HISTORY_PAGE_SIZE = 20;

export async function listContentVersions(page: number, limit = HISTORY_PAGE_SIZE): Promise<Paged<ContentVersion>> {
  return (await api<Paged<ContentVersion>>('/api/admin/content-versions', { area: 'admin', query: { page, limit } }))
    .data;
}

export function useContentVersions(page: number, limit = HISTORY_PAGE_SIZE) {
  return useQuery({
    queryKey: queryKeys.admin.contentVersions(page, limit),
    queryFn: () => listContentVersions(page, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
