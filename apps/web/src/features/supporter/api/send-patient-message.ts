import type { SupportMessage } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function sendPatientMessage(id: string, text: string): Promise<SupportMessage> {
  return (
    await api<SupportMessage>(`/api/supporter/patients/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      body: { text },
      area: 'supporter',
    })
  ).data;
}

/** Sent, the thread is read again (the patient may have written meanwhile). */
export function useSendPatientMessage(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendPatientMessage(id, text),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.supporter.messages(id) }),
  });
}
