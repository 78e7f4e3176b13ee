import type { Language, SigninBody, SignupBody, User } from '@clearwell/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { issueToken } from '../../lib/auth-tokens.js';
import { assertNotCommonPassword } from '../../lib/common-passwords.js';
import { mailFailure } from '../../lib/mail-failure.js';
import { consumeOneTimeToken, createOneTimeToken } from '../../lib/one-time-tokens.js';
import { hashPassword, verifyPassword, type Connection } from '../../lib/passwords.js';
import type { Caller } from '../../lib/request-client.js';
import { toUserView } from './user-view.js';
import { sendAccountExistsMail, sendVerificationMail } from './patient-auth.mails.js';
import type { ServiceDeps } from '../service-deps.js';

/** A patient as the wire shows them, wherever an answer carries one. */
export { toUserView };

const VERIFY_TTL_MS = 24 * 3600 * 1000;

/**
 * Creates a verification code for the patient, stored only as its hash, and mails the link.
 * Earlier unused codes of the account are spent: only the newest mailed link works.
 */
export async function issueVerification(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'mailer'>,
  user: { id: string; email: string; language: Language },
) {
  const secret = await createOneTimeToken(deps.db, 'verify_email', { userId: user.id }, VERIFY_TTL_MS);
  await sendVerificationMail(deps, user, `${deps.config.publicUrl}/auth/email-verified?code=${secret}`);
}

/**
 * A new e-mail gets an inactive account in `language` (the body's, else the browser's, else
 * English) and a verification mail in it. A registered one gets the same answer and no second
 * account; its owner is told by mail instead, in their own language.
 */
export async function signup(
  deps: ServiceDeps,
  body: SignupBody,
  language: Language,
  connection?: Connection,
): Promise<User> {
  // Before the address is looked at: the answer is the same for a registered one.
  assertNotCommonPassword(body.password, 'password');
  const passwordHash = await hashPassword(body.password, connection);
  const [created] = await deps.db
    .insert(users)
    .values({
      firstName: body.first_name,
      lastName: body.last_name ?? '',
      email: body.email,
      passwordHash,
      language,
      // Sent by the app, the language is the one the person signed up in; a header alone is a guess.
      languageChosen: body.language !== undefined,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) {
    await issueVerification(deps, created).catch((err: unknown) =>
      deps.log.error({ mail: mailFailure(err) }, 'verification mail failed'),
    );
    return toUserView(deps, created);
  }
  const existing = await deps.db.query.users.findFirst({ where: eq(users.email, body.email) });
  if (existing)
    await sendAccountExistsMail(deps, existing).catch((err: unknown) =>
      deps.log.error({ mail: mailFailure(err) }, 'account-exists mail failed'),
    );
  // Indistinguishable from a fresh sign-up: nothing of the existing account is revealed.
  const now = new Date();
  return toUserView(deps, {
    id: randomUUID(),
    firstName: body.first_name,
    lastName: body.last_name ?? '',
    email: body.email,
    passwordHash: null,
    status: 'inactive',
    avatarKey: null,
    guideMedium: 'video',
    shareDataForResearch: false,
    researchConsentAt: null,
    agreementAccepted: false,
    agreementAcceptedAt: null,
    facebookId: null,
    appType: 'web',
    checkInEmails: false,
    checkInMailKey: null,
    supportEmails: true,
    lastLoginAt: null,
    languageChosen: body.language !== undefined,
    country: null,
    language,
    createdAt: now,
    updatedAt: now,
  });
}

/** Spends a verification code atomically (one use wins) and activates its account. */
export async function verifyEmail(deps: Pick<ServiceDeps, 'db' | 'storage'>, code: string | undefined): Promise<User> {
  const invalid = new AppError('INVALID_CODE', 'This verification link is invalid or has expired.');
  if (!code) throw invalid;
  return deps.db.transaction(async (tx) => {
    const spent = await consumeOneTimeToken(tx, 'verify_email', code);
    if (!spent?.userId) throw invalid;
    const [user] = await tx
      .update(users)
      .set({ status: 'active', updatedAt: new Date() })
      .where(eq(users.id, spent.userId))
      .returning();
    if (!user) throw invalid;
    return toUserView(deps, user);
  });
}

/** Same answer and similar time for an unknown e-mail and a wrong password. */
export async function signin(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'storage' | 'log'>,
  body: SigninBody,
  client: Caller,
) {
  const user = await deps.db.query.users.findFirst({ where: eq(users.email, body.email) });
  const ok = await verifyPassword(user?.passwordHash, body.password, client.connection);
  if (!user || !ok) {
    deps.log.warn({ event: 'sign_in_failed', audience: 'patient', ip: client.ip }, 'sign-in failed');
    throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password. Please try again.');
  }
  if (user.status !== 'active') {
    throw new AppError('ACCOUNT_NOT_VERIFIED', 'Account not verified. Please verify your account to use the product.');
  }
  const { token } = await issueToken(deps.db, deps.config.jwtSecret, 'patient', user.id, client);
  const [updated] = await deps.db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  deps.log.info({ event: 'sign_in', audience: 'patient', actor: user.id, ip: client.ip }, 'signed in');
  return { token, user: toUserView(deps, updated ?? user) };
}
