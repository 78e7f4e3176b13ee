import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Ends the supporter at once: their sign-ins and every patient's link to them. */
export async function deactivateSupporter(id: string): Promise<void> {
  await api(`/api/admin/supporters/${encodeURIComponent(id)}`, { method: 'DELETE', area: 'admin' });
}

export function useDeactivateSupporter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deactivateSupporter,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.supporters }),
  });
}
