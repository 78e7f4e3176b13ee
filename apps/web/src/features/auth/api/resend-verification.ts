import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resendVerification = (email: string) =>
  api('/api/auth/resend-verification', { method: 'POST', body: { email } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
