import { api } from '../../../lib/api-client';

export const FORGOT_SENT = 'If an account exists with this email, you will receive password reset instructions.';
export const RESET_DONE = 'Your password has been reset successfully';

export async function requestAdminPasswordReset(email: string): Promise<string> {
  const res = await api<null>('/api/admin/auth/forgot-password', { method: 'POST', body: { email }, area: 'admin' });
  return res.message || FORGOT_SENT;
}

export async function resetAdminPassword(input: {
  token: string;
  password: string;
  confirm_password: string;
  email?: string;
}) {
  await api<null>('/api/admin/auth/reset-password', { method: 'POST', body: input, area: 'admin' });
}
