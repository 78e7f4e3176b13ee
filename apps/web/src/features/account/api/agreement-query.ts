import { api } from '../../../lib/api-client';

/** Whether the patient accepted the conditions of use: one cache entry, whoever asks. */
export const agreementKey = ['agreement'] as const;

export async function getAgreement(): Promise<{ agreement_accepted: boolean }> {
  return (await api<{ agreement_accepted: boolean }>('/api/agreement')).data;
}
