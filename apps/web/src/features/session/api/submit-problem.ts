import type { ProblemCreated, SessionAnswer } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function submitProblem(responses: SessionAnswer[]): Promise<ProblemCreated> {
  return (await api<ProblemCreated>('/api/problem', { method: 'POST', body: { responses } })).data;
}

export function useSubmitProblem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitProblem,
    onSuccess: () => client.invalidateQueries({ queryKey: ['journal'] }),
  });
}
