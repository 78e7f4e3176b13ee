import type { TestContext } from './app.js';

/**
 * The secrets the product mails, obtained the way their owner gets them: ask for the mail,
 * then read the link in the new mail that arrives.
 */
async function nextLink(
  t: TestContext,
  email: string,
  subject: RegExp,
  pattern: RegExp,
  ask: () => Promise<unknown>,
): Promise<string> {
  const seen = t.mail.to(email).length;
  await ask();
  const link = (await t.mail.waitForNext(email, seen, subject)).links.find((l) => pattern.test(l));
  if (!link) throw new Error(`no link like ${pattern} in the mail to ${email}`);
  return link;
}

/** A patient's password reset token, from the mailed `/auth/reset-password?token=…` link. */
export async function mailedPatientResetToken(t: TestContext, email: string): Promise<string> {
  const ask = () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const link = await nextLink(t, email, /Reset your/, /\/auth\/reset-password\?/, ask);
  return new URL(link).searchParams.get('token')!;
}

/** An admin's reset token, from the mailed `/admin/reset-password/<token>` link. */
export async function mailedAdminResetToken(t: TestContext, email: string): Promise<string> {
  const ask = () => t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email } });
  const link = await nextLink(t, email, /reset/i, /\/admin\/reset-password\//, ask);
  return link.split('/').pop()!;
}

/** Signs a new patient up and returns the code from the mailed verification link. */
export async function mailedVerificationCode(
  t: TestContext,
  email: string,
  password = 'gentle-morning-9',
): Promise<string> {
  const ask = () =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { first_name: 'Vera', email, password } });
  const link = await nextLink(t, email, /Confirm/, /\/auth\/email-verified\?code=/, ask);
  return new URL(link).searchParams.get('code')!;
}

/**
 * The set-password token of the mail that `ask` makes arrive at a supporter (an invitation or a
 * resend), from its `/supporter/set-password/<token>` link.
 */
export async function mailedSupporterToken(
  t: TestContext,
  email: string,
  ask: () => Promise<unknown>,
): Promise<string> {
  const link = await nextLink(t, email, /support/i, /\/supporter\/set-password\//, ask);
  return link.split('/').pop()!;
}
