import type { AdminSafetyResource, CreateSafetyResource, UpdateSafetyResource } from '@clearwell/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const base = '/api/admin/safety-resources';

export async function listSafetyResources(): Promise<AdminSafetyResource[]> {
  return (await api<AdminSafetyResource[]>(base, { area: 'admin' })).data;
}

export const useSafetyResourcesAdmin = () =>
  useQuery({ queryKey: queryKeys.admin.safetyResources, queryFn: listSafetyResources });

/** Adds a line (no id) or changes one; a change may carry only `order` to move it. */
export async function saveSafetyResource({
  id,
  ...body
}: (CreateSafetyResource | UpdateSafetyResource) & { id?: string }) {
  const path = id ? `${base}/${encodeURIComponent(id)}` : base;
  return (await api<AdminSafetyResource>(path, { method: id ? 'PUT' : 'POST', body, area: 'admin' })).data;
}

export async function deleteSafetyResource(id: string): Promise<void> {
  await api<null>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE', area: 'admin' });
}

export function useSaveSafetyResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSafetyResource,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.safetyResources }),
  });
}

export function useDeleteSafetyResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSafetyResource,
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.safetyResources }),
  });
}
