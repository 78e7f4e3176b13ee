import type { SupportedPatient } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One patient, holding only what their scope shares; each read is recorded as a view the patient sees. */
export async function getSupportedPatient(id: string): Promise<SupportedPatient> {
  return (await api<SupportedPatient>(`/api/supporter/patients/${encodeURIComponent(id)}`, { area: 'supporter' })).data;
}

export const useSupportedPatient = (id: string) =>
  useQuery({ queryKey: queryKeys.supporter.patient(id), queryFn: () => getSupportedPatient(id) });
