import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const deleteJournal = () => api('/api/journal', { method: 'DELETE' });

export function useDeleteJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJournal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journal }),
  });
}
