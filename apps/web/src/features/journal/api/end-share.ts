import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function endShare(id: string): Promise<void> {
  await api(`/api/journal/shares/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endShare,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.journalShares }),
  });
}
