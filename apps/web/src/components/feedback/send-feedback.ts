import type { FeedbackRequest } from '@clearwell/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export async function sendFeedback(body: FeedbackRequest) {
  return api<{ id: string; created_at: string }>('/api/feedback', { method: 'POST', body });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
