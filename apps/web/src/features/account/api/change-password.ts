import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const changePassword = (body: ChangePasswordBody) => api('/api/auth/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
