import type { ShareSummary } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sharesQueryKey = ['journal', 'shares'] as const;

export async function getShares(): Promise<ShareSummary[]> {
  return (await api<ShareSummary[]>('/api/journal/shares')).data;
}

export const sharesQuery = { queryKey: sharesQueryKey, queryFn: getShares };

export function useShares() {
  return useQuery(sharesQuery);
}
