import type { AdminUser } from '@clearwell/shared';
import { api, ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export const LOGIN_MESSAGES = {
  missing: 'Please enter both email and password',
  noToken: 'Authentication failed: No token received',
  failed: 'An error occurred during login',
} as const;

export const loginMessages = i18n('admin-auth/login-messages', LOGIN_MESSAGES);

/** An answer that signed no one in although the server said yes. */
export class NoTokenError extends ApiError {}

/** `data` of an admin sign-in (docs/api.md, Sign-in); an answer without a token signs no one in. */
export async function adminSignIn(email: string, password: string): Promise<{ token: string; user: AdminUser }> {
  const { data } = await api<{ token?: string; user: AdminUser }>('/api/admin/auth/signin', {
    method: 'POST',
    body: { email, password },
    area: 'admin',
  });
  if (!data.token) throw new NoTokenError(LOGIN_MESSAGES.noToken, 200, undefined);
  return { token: data.token, user: data.user };
}
