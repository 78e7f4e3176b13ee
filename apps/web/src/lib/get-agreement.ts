import type { Agreement } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export async function getAgreement(): Promise<Agreement> {
  return (await api<Agreement>('/api/agreement')).data;
}

/**
 * Whether the patient accepted the conditions of use: one cache entry, for the conditions page
 * and the session that needs them. Asked fresh each time the session is begun (they may have
 * been accepted elsewhere); an answer this recent is not asked again.
 */
export const agreementQuery = { queryKey: queryKeys.agreement, queryFn: getAgreement, staleTime: 2_000, retry: false };

export const useAgreement = () => useQuery(agreementQuery);
