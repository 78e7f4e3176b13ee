import type { CheckIn } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One of the caller's check-ins, whatever the lists hold (a mail's link opens its own however
 * many are due); `null` when it is not theirs or no longer exists. Its key is apart from the
 * lists' so that answering it, which refreshes the lists, leaves the card and what it shows.
 */
export async function getCheckIn(id: string): Promise<CheckIn | null> {
  try {
    return (await api<CheckIn>(`/api/check-ins/${encodeURIComponent(id)}`)).data;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const useCheckIn = (id: string) => useQuery({ queryKey: queryKeys.checkIn(id), queryFn: () => getCheckIn(id) });
