import type { CreatedShare, CreateShareRequest } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function createShare(request: CreateShareRequest): Promise<CreatedShare> {
  return (await api<CreatedShare>('/api/journal/shares', { method: 'POST', body: request })).data;
}

export function useCreateShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.journalShares }),
  });
}
