import type { SupportLink, SupportScope } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `PUT /api/support`: what the supporter sees from now on, at once. */
export async function updateSupportScope(scope: SupportScope): Promise<SupportLink> {
  return (await api<SupportLink>('/api/support', { method: 'PUT', body: { scope } })).data;
}

/**
 * The server's answer becomes the link everyone reads; a read of it still under way is dropped,
 * so it cannot bring back the scope from before. The card shows the ticks from the tap itself
 * (linked-supporter.tsx), so a refused change leaves the cache as it was.
 */
export function useUpdateSupportScope() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSupportScope,
    onMutate: () => client.cancelQueries({ queryKey: queryKeys.support, exact: true }),
    onSuccess: (link) => client.setQueryData(queryKeys.support, link),
  });
}
