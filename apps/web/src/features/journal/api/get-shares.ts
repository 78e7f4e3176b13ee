import type { ShareSummary } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getShares(): Promise<ShareSummary[]> {
  return (await api<ShareSummary[]>('/api/journal/shares')).data;
}

export const sharesQuery = { queryKey: queryKeys.journalShares, queryFn: getShares };

export function useShares() {
  return useQuery(sharesQuery);
}
