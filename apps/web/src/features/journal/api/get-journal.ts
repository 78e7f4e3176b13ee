import type { JournalDay } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getJournal(): Promise<JournalDay[]> {
  return (await api<JournalDay[]>('/api/journal')).data;
}

export function useJournal() {
  return useQuery({ queryKey: ['journal'], queryFn: getJournal });
}
