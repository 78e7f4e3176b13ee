import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SignUpBody {
  first_name: string;
  email: string;
  password: string;
}

export const signUp = (body: SignUpBody) =>
  api('/api/auth/signup', { method: 'POST', body: { ...body, role: 'patient' } });

export const useSignUp = () => useMutation({ mutationFn: signUp });
