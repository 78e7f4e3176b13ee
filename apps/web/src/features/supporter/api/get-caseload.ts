import type { CaseloadRow } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The supporter's patients, in the server's order: crisis first, then deteriorated, then the longest silent. */
export async function getCaseload(): Promise<CaseloadRow[]> {
  return (await api<CaseloadRow[]>('/api/supporter/patients', { area: 'supporter' })).data;
}

export const useCaseload = () =>
  useQuery({ queryKey: queryKeys.supporter.caseload, queryFn: getCaseload, refetchOnWindowFocus: true });
