import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { revokeAllSessions } from '../../lib/auth-tokens.js';
import { mailFailure } from '../../lib/mail-failure.js';
import type { MailMessage } from '../../lib/mailer.js';
import { assertNotCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword, verifyPassword, type Connection } from '../../lib/passwords.js';
import { issueVerification } from '../patient-auth/patient-auth.service.js';
import { passwordChangedMail, resetPasswordMail } from './account-mails.js';
import { consumeOneTimeToken, createOneTimeToken, findLiveOneTimeToken } from '../../lib/one-time-tokens.js';
import { loadPatient } from './load-patient.js';
import type { ServiceDeps } from '../service-deps.js';

/** The signed-in patient's own row, which other modules' routes and services read too. */
export { loadPatient, type UserRow } from './load-patient.js';

const RESET_TTL_MS = 3600_000;

export const RESEND_MESSAGE =
  'If an account with this email still needs verification, a new verification link is on its way.';
export const FORGOT_MESSAGE = 'If an account exists with this email, you will receive password reset instructions.';

type Deps = Pick<ServiceDeps, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * Neutral endpoints answer before the mail goes out, so the answer time does not tell
 * whether an account exists; a failed send is logged.
 */
function sendInBackground(deps: Deps, mail: MailMessage) {
  deps.mailer
    .send(mail)
    .catch((err: unknown) =>
      deps.log.error({ mail: mailFailure(err), subject: mail.subject }, 'mail could not be sent'),
    );
}

async function findByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Same code path as sign-up's mail; runs in the background so the answer time stays neutral. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user || user.status !== 'inactive') return;
  issueVerification(deps, user).catch((err: unknown) =>
    deps.log.error({ mail: mailFailure(err) }, 'verification mail could not be sent'),
  );
}

export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const user = await findByEmail(deps.db, email);
  if (!user) return;
  const token = await createOneTimeToken(deps.db, 'reset_password', { userId: user.id }, RESET_TTL_MS);
  // The name was typed by whoever signed up; an address nobody has confirmed is not greeted with it.
  const name = user.status === 'active' ? user.firstName : undefined;
  sendInBackground(deps, resetPasswordMail(deps.config, user.email, name, token, user.language));
}

const invalidToken = () =>
  new AppError('INVALID_TOKEN', 'This password reset link is invalid or has expired. Please request a new one.');

/**
 * Spends the token, sets the password and ends every session, all or nothing. Following the
 * mailed link proves the address, so an unverified account becomes active too. A link that is
 * unknown, used or expired is refused before any hashing, so bad links cost no hash.
 */
export async function resetPassword(
  deps: Deps,
  input: { token: string; password: string; email?: string },
  connection?: Connection,
): Promise<void> {
  // Refused like a short password, so the link stays unspent for a better one.
  assertNotCommonPassword(input.password, 'password');
  if (!(await findLiveOneTimeToken(deps.db, 'reset_password', input.token))?.userId) throw invalidToken();
  const passwordHash = await hashPassword(input.password, connection);
  await deps.db.transaction(async (tx) => {
    const userId = (await consumeOneTimeToken(tx, 'reset_password', input.token))?.userId ?? null;
    if (!userId) throw invalidToken();
    const email = input.email?.trim().toLowerCase();
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, status: 'active', updatedAt: new Date() })
      .where(and(eq(users.id, userId), email ? eq(users.email, email) : undefined))
      .returning({ id: users.id });
    // A link pasted with someone else's address is refused and the token stays unspent.
    if (!updated) throw invalidToken();
    await revokeAllSessions(tx, 'patient', userId);
  });
}

export async function changePassword(
  deps: Deps,
  auth: { userId: string; sessionId: string },
  input: { current_password: string; new_password: string },
  connection?: Connection,
): Promise<void> {
  assertNotCommonPassword(input.new_password, 'new_password');
  const user = await loadPatient(deps, auth.userId);
  if (!(await verifyPassword(user.passwordHash, input.current_password, connection))) {
    throw new AppError('INVALID_CURRENT_PASSWORD', 'Your current password is not correct.', [
      { field: 'current_password', code: 'incorrect', message: 'Your current password is not correct.' },
    ]);
  }
  const passwordHash = await hashPassword(input.new_password, connection);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, 'patient', user.id, auth.sessionId);
  });
  sendInBackground(deps, passwordChangedMail(deps.config, user.email, user.firstName, user.language));
}
