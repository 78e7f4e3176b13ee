import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface SupportView {
  at: string;
}

/** Each time the supporter opened what the patient shares (`GET /api/support/views`). */
export async function getSupportViews(): Promise<SupportView[]> {
  return (await api<SupportView[]>('/api/support/views')).data;
}

export const useSupportViews = () => useQuery({ queryKey: queryKeys.supportViews, queryFn: getSupportViews });
