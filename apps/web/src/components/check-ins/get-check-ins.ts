import type { CheckInList } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function getCheckIns(): Promise<CheckInList> {
  return (await api<CheckInList>('/api/check-ins')).data;
}

export const checkInsQuery = { queryKey: queryKeys.checkIns, queryFn: getCheckIns };

export const useCheckIns = () => useQuery(checkInsQuery);
