import type { AdminFeedbackItem, Paged } from '@clearwell/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const FEEDBACK_PAGE_SIZE = 10;

export async function getAdminFeedback(page: number): Promise<Paged<AdminFeedbackItem>> {
  const res = await api<Paged<AdminFeedbackItem>>('/api/admin/feedback', {
    area: 'admin',
    query: { page, limit: FEEDBACK_PAGE_SIZE },
  });
  return res.data;
}

export const useAdminFeedback = (page: number) =>
  useQuery({
    queryKey: queryKeys.admin.feedback(page),
    queryFn: () => getAdminFeedback(page),
    placeholderData: keepPreviousData,
    retry: false,
  });
