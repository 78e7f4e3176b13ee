import type { CheckIn, CheckInAnswer } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkInsKey } from './get-check-ins';

export const answerCheckIn = (id: string, body: CheckInAnswer) =>
  api<CheckIn>(`/api/check-ins/${encodeURIComponent(id)}`, { method: 'POST', body });

/** After an answer the lists and the journal (which shows it) are read again. */
export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CheckInAnswer & { id: string }) => answerCheckIn(id, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: checkInsKey }),
        queryClient.invalidateQueries({ queryKey: ['journal'] }),
      ]);
    },
  });
}
