import type { SupportMessage } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function sendSupportMessage(text: string): Promise<SupportMessage> {
  return (await api<SupportMessage>('/api/support/messages', { method: 'POST', body: { text } })).data;
}

/** Sent, the thread is read again (the supporter may have written meanwhile). */
export function useSendSupportMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.supportMessages }),
  });
}
