import { useQuery } from '@tanstack/react-query';
import { agreementQuery } from './session-queries';

/** Whether the conditions of use are accepted, asked fresh each time the session is begun. */
export function useAgreement() {
  return useQuery({ ...agreementQuery, select: (answer: { agreement_accepted: boolean }) => answer.agreement_accepted });
}
