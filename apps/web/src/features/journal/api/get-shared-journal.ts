import type { SharedJournal } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getSharedJournal(token: string): Promise<SharedJournal> {
  return (await api<SharedJournal>(`/api/shared/${encodeURIComponent(token)}`)).data;
}

/** A link's entries, read once: each read is a view the patient sees, so no refetching on focus or retries of a 404. */
export function useSharedJournal(token: string) {
  return useQuery({
    queryKey: queryKeys.sharedJournal(token),
    queryFn: () => getSharedJournal(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
  });
}
