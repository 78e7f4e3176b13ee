import type { AnsweredCheckIn, CheckInAnswer } from '@clearwell/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const answerCheckIn = (id: string, body: CheckInAnswer) =>
  api<AnsweredCheckIn>(`/api/check-ins/${encodeURIComponent(id)}`, { method: 'POST', body });

/**
 * After an answer the journal (which shows it) is read again. The lists are only marked stale:
 * read again now, the answered check-in would leave the screen before its thanks could be read;
 * they are read again when a page that shows them next opens.
 */
export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CheckInAnswer & { id: string }) => answerCheckIn(id, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.checkIns, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.journal }),
      ]);
    },
  });
}
