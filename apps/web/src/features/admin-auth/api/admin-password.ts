import { api } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

export const FORGOT_SENT = 'If an account exists with this email, you will receive password reset instructions.';
export const RESET_DONE = 'Your password has been reset successfully';

export const passwordMessages = i18n('admin-auth/password-messages', {
  forgotSent: FORGOT_SENT,
  resetDone: RESET_DONE,
});

/** The neutral answer, the same whether or not the address has an account (read at call time, in the language in use). */
export async function requestAdminPasswordReset(email: string): Promise<string> {
  await api<null>('/api/admin/auth/forgot-password', { method: 'POST', body: { email }, area: 'admin' });
  return passwordMessages.get().forgotSent;
}

export async function resetAdminPassword(input: {
  token: string;
  password: string;
  confirm_password: string;
  email?: string;
}) {
  await api<null>('/api/admin/auth/reset-password', { method: 'POST', body: input, area: 'admin' });
}
