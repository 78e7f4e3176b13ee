import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StoredPatient } from '../../../lib/auth-storage';

export interface SignInResult {
  token: string | null;
  user: StoredPatient | null;
}

type Loose = Record<string, unknown> | null | undefined;

/** The spec allows the token and user at the top level or under data, and the token as token, accessToken or user.token. */
export function readSignIn(data: unknown): SignInResult {
  const obj = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const user = ((obj.user as Loose) ?? (obj.data as Loose)?.user ?? (obj.id ? obj : null)) as StoredPatient | null;
  const token = [obj.token, obj.accessToken, (obj.data as Loose)?.token, user?.token].find((v): v is string => typeof v === 'string' && v.length > 0);
  return { token: token ?? null, user };
}

export async function signIn(body: { email: string; password: string }): Promise<SignInResult> {
  const res = await api<unknown>('/api/auth/signin', { method: 'POST', body: { ...body, role: 'patient' } });
  return readSignIn(res.data);
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
