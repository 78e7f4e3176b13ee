import type { LinkSupport, SupportLink } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/support`: 404 for a code no supporter has, 409 while another link is active. */
export async function linkSupport(body: LinkSupport): Promise<SupportLink> {
  return (await api<SupportLink>('/api/support', { method: 'POST', body })).data;
}

export function useLinkSupport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: linkSupport,
    onSuccess: (link) => {
      client.setQueryData(queryKeys.support, link);
      void client.invalidateQueries({ queryKey: queryKeys.supportViews });
      void client.invalidateQueries({ queryKey: queryKeys.supportMessages });
    },
  });
}
