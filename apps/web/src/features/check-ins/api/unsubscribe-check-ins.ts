import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The mail's unsubscribe link, as a mail client's one-click button would use it: no sign-in needed. */
export const unsubscribeCheckIns = (token: string) =>
  api<null>(`/api/check-ins/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { 'List-Unsubscribe': 'One-Click' },
  });

export const useUnsubscribeCheckIns = () => useMutation({ mutationFn: unsubscribeCheckIns });
