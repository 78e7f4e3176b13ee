import type { CheckInList } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const checkInsKey = ['check-ins'] as const;

export async function getCheckIns(): Promise<CheckInList> {
  return (await api<CheckInList>('/api/check-ins')).data;
}

export const useCheckIns = () => useQuery({ queryKey: checkInsKey, queryFn: getCheckIns });
