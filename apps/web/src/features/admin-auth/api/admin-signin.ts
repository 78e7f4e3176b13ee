import { api } from '../../../lib/api-client';
import type { StoredAdmin } from '../../../lib/auth-storage';

export const LOGIN_MESSAGES = {
  missing: 'Please enter both email and password',
  noToken: 'Authentication failed: No token received',
  empty: 'Invalid response from server',
  failed: 'An error occurred during login',
} as const;

type Loose = Record<string, unknown> | null | undefined;
const asObject = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * Reads a sign-in answer however it is shaped: the user under `user`, under `data`, or the
 * answer itself; the token as `token`, `accessToken`, or the user's own token.
 */
export function readLoginAnswer(answer: unknown): { user: StoredAdmin; token: string } {
  const root = asObject(answer);
  if (!root || Object.keys(root).length === 0) throw new Error(LOGIN_MESSAGES.empty);
  const user = asObject(root.user) ?? asObject(asObject(root.data)?.user) ?? asObject(root.data) ?? root;
  const token = root.token ?? root.accessToken ?? user.token ?? user.accessToken;
  if (typeof token !== 'string' || !token) throw new Error(LOGIN_MESSAGES.noToken);
  const { token: _t, accessToken: _a, ...rest } = user as Record<string, unknown>;
  return { user: rest as StoredAdmin, token };
}

export async function adminSignIn(email: string, password: string) {
  const res = await api<unknown>('/api/admin/auth/signin', { method: 'POST', body: { email, password }, area: 'admin' });
  return readLoginAnswer(res.data);
}
