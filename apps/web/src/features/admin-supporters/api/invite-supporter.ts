import type { InviteSupporter } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/admin/supporters`: the account, and a mail with the link to set a password (7 days, one use). */
export async function inviteSupporter(body: InviteSupporter): Promise<void> {
  await api('/api/admin/supporters', { method: 'POST', body, area: 'admin' });
}

export function useInviteSupporter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: inviteSupporter,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.supporters }),
  });
}
