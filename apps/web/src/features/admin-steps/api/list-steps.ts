import type { Paged } from '@clearwell/shared';
import type { AdminStep } from './admin-step';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const STEPS_PAGE_SIZE = 10;

/** One page of steps in order; `_t` defeats any cache between the admin and the server. */
export async function listSteps(page: number): Promise<Paged<AdminStep>> {
  const res = await api<Paged<AdminStep>>('/api/admin/session-step', {
    area: 'admin',
    query: { page, limit: STEPS_PAGE_SIZE, sort_order: 'asc', _t: Date.now() },
  });
  return res.data;
}

export function useStepsPage(page: number) {
  return useQuery({
    queryKey: queryKeys.admin.stepsPage(page),
    queryFn: () => listSteps(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
