import type { AdminStep } from './admin-step';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const UPDATE_WITHOUT_ID = 'Cannot update: Invalid step ID';

export async function createStep(form: FormData): Promise<AdminStep> {
  return (await api<AdminStep>('/api/admin/session-step', { method: 'POST', body: form, area: 'admin' })).data;
}

export async function updateStep(id: string | undefined, form: FormData): Promise<AdminStep> {
  if (!id) throw new Error(UPDATE_WITHOUT_ID);
  return (
    await api<AdminStep>(`/api/admin/session-step/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: form,
      area: 'admin',
    })
  ).data;
}

export function useCreateStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStep,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.steps }),
  });
}

export function useUpdateStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | undefined; form: FormData }) => updateStep(id, form),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.steps }),
  });
}
