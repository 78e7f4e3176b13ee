import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `DELETE /api/support`: the supporter sees nothing from this moment. */
export async function endSupport(): Promise<void> {
  await api<null>('/api/support', { method: 'DELETE' });
}

export function useEndSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSupport,
    onSuccess: () => {
      client.setQueryData(queryKeys.support, null);
      // The views and the messages belong to the link that ended.
      client.removeQueries({ queryKey: queryKeys.supportViews });
      client.removeQueries({ queryKey: queryKeys.supportMessages });
    },
  });
}
