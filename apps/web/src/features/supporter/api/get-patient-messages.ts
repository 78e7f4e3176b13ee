import type { SupportMessage } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The thread with one patient, oldest first. */
export async function getPatientMessages(id: string): Promise<SupportMessage[]> {
  return (
    await api<SupportMessage[]>(`/api/supporter/patients/${encodeURIComponent(id)}/messages`, { area: 'supporter' })
  ).data;
}

export const usePatientMessages = (id: string) =>
  useQuery({
    queryKey: queryKeys.supporter.messages(id),
    queryFn: () => getPatientMessages(id),
    refetchOnWindowFocus: true,
  });
