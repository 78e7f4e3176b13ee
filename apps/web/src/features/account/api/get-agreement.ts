import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const agreementKey = ['agreement'] as const;

export async function getAgreement(): Promise<{ agreement_accepted: boolean }> {
  return (await api<{ agreement_accepted: boolean }>('/api/agreement')).data;
}

export const useAgreement = () => useQuery({ queryKey: agreementKey, queryFn: getAgreement });
