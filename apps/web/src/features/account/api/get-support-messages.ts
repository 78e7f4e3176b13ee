import type { SupportMessage } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The thread with the linked supporter, oldest first; empty without a link. */
export async function getSupportMessages(): Promise<SupportMessage[]> {
  return (await api<SupportMessage[]>('/api/support/messages')).data;
}

export const useSupportMessages = () =>
  useQuery({ queryKey: queryKeys.supportMessages, queryFn: getSupportMessages, refetchOnWindowFocus: true });
