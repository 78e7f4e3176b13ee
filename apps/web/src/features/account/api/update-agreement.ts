import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patientAuth } from '../../../lib/auth-storage';
import { agreementQuery } from '../../../lib/get-agreement';

export const updateAgreement = (agreement_accepted: boolean) =>
  api<{ agreement_accepted: boolean }>('/api/agreement', { method: 'PUT', body: { agreement_accepted } });

export function useUpdateAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgreement,
    onSuccess: (_res, accepted) => {
      queryClient.setQueryData(agreementQuery.queryKey, { agreement_accepted: accepted });
      const user = patientAuth.getUser();
      if (user) patientAuth.save({ user: { ...user, agreement_accepted: accepted } });
    },
  });
}
