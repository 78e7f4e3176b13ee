import type { ContentVersion } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function restoreContentVersion(id: string): Promise<ContentVersion> {
  return (
    await api<ContentVersion>(`/api/admin/content-versions/${encodeURIComponent(id)}/restore`, {
      method: 'POST',
      area: 'admin',
    })
  ).data;
}

/** The restored steps are live at once: the history and every list of steps are out of date. */
export function useRestoreContentVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreContentVersion,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
