import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patientAuth, type StoredPatient } from '../../../lib/auth-storage';
import { queryKeys } from '../../../lib/query-keys';

/** The server's copy of the patient; the cached user is refreshed with it. */
export async function getProfile(): Promise<StoredPatient> {
  const { data } = await api<StoredPatient>('/api/auth/profile');
  if (patientAuth.getToken()) patientAuth.save({ user: data });
  return data;
}

export const profileQuery = { queryKey: queryKeys.profile, queryFn: getProfile };

export const useProfile = () =>
  useQuery({ ...profileQuery, placeholderData: () => patientAuth.getUser() ?? undefined });
