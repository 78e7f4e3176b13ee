import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirm_password: string;
  email?: string;
}

export const resetPassword = (body: ResetPasswordBody) => api('/api/auth/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
