import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getAgreement(): Promise<boolean> {
  return (await api<{ agreement_accepted: boolean }>('/api/agreement')).data.agreement_accepted;
}

/** Always asked fresh: the conditions may have just been accepted on another screen. */
export function useAgreement() {
  return useQuery({ queryKey: ['agreement'], queryFn: getAgreement, staleTime: 0, retry: false });
}
