import type { JournalDay } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { prefetchForPatient } from '../../../lib/prefetch-for-patient';
import { sharesQuery } from './get-shares';
import { queryKeys } from '../../../lib/query-keys';

export async function getJournal(): Promise<JournalDay[]> {
  return (await api<JournalDay[]>('/api/journal')).data;
}

export const journalQuery = { queryKey: queryKeys.journal, queryFn: getJournal };

export function useJournal() {
  return useQuery(journalQuery);
}

/** What /journal prefetches (routes.tsx): the entries and the shared links start while the page's code downloads. */
export const prefetchJournal = (): null => prefetchForPatient([journalQuery, sharesQuery]);
