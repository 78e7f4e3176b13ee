import type { User } from '@clearwell/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `data` of a patient sign-in (docs/api.md, Sign-in); verify-email answers the user alone. */
export interface SignInResult {
  token?: string;
  user: User;
}

export async function signIn(body: { email: string; password: string }): Promise<SignInResult> {
  return (await api<SignInResult>('/api/auth/signin', { method: 'POST', body: { ...body, role: 'patient' } })).data;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
