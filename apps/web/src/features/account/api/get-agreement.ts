import { useQuery } from '@tanstack/react-query';
import { agreementKey, getAgreement } from './agreement-query';

export const useAgreement = () => useQuery({ queryKey: agreementKey, queryFn: getAgreement });
