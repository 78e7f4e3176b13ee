import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { language } from '../../../lib/i18n';

export interface SignUpBody {
  first_name: string;
  email: string;
  password: string;
}

/** The language in use becomes the new patient's setting, so the verification mail is written in it. */
export const signUp = (body: SignUpBody) =>
  api('/api/auth/signup', { method: 'POST', body: { ...body, role: 'patient', language: language.get() } });

export const useSignUp = () => useMutation({ mutationFn: signUp });
