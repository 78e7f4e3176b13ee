import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const DELETE_WITHOUT_ID = 'Cannot delete: ID is undefined';

export async function deleteStep(id: string | undefined): Promise<void> {
  if (!id) throw new Error(DELETE_WITHOUT_ID);
  await api<null>(`/api/admin/session-step/${encodeURIComponent(id)}`, { method: 'DELETE', area: 'admin' });
}

export function useDeleteStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStep,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.steps }),
  });
}
