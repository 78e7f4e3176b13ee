import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  api('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const useForgotPassword = () => useMutation({ mutationFn: requestPasswordReset });
