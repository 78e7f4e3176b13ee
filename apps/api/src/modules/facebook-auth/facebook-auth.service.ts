import { EmailSchema, type Language } from '@clearwell/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { issueToken, revokeAllSessions, type ClientInfo } from '../../lib/auth-tokens.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { UserRow } from '../account/account.service.js';
import type { ServiceDeps } from '../service-deps.js';
import type { FacebookProfile } from './facebook-graph.js';

/** The account's password when linking needs it, and how a guess at it is counted. */
export interface LinkAttempt {
  password?: string;
  /** The language a new account starts in: the browser's (not a choice the patient made). */
  language: Language;
  /** Counts a password guess against the account exactly as a sign-in does (429 past the limit). */
  guardPasswordAttempt(email: string): Promise<void>;
}

type SignInContext = Pick<ServiceDeps, 'db' | 'log'> & Pick<LinkAttempt, 'guardPasswordAttempt' | 'language'>;

/**
 * The patient behind a Facebook profile: the one already linked, else the account with the
 * same (Facebook-verified) e-mail, else a new active patient. Linking never hands an account
 * to someone who could not already get in: see `linkExisting`.
 */
export async function signInWithFacebook(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  profile: FacebookProfile,
  attempt: LinkAttempt,
): Promise<UserRow> {
  const context = {
    db: deps.db,
    log: deps.log,
    guardPasswordAttempt: attempt.guardPasswordAttempt,
    language: attempt.language,
  };
  // Each pass reads, decides, then writes only if the row is still as read; a concurrent change
  // (a sign-up, a verification, a password change) sends it round again with fresh data.
  for (let pass = 0; pass < 3; pass++) {
    const user = await resolveOnce(context, profile, attempt.password);
    if (user) return user;
  }
  throw new AppError('CONFLICT', 'Your account changed while you were signing in. Please try again.');
}

async function resolveOnce(
  deps: SignInContext,
  profile: FacebookProfile,
  password?: string,
): Promise<UserRow | undefined> {
  const [linked] = await deps.db.select().from(users).where(eq(users.facebookId, profile.id)).limit(1);
  if (linked) return linked;
  const email = emailOf(profile);
  const [existing] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) return createFromProfile(deps.db, profile, email, deps.language);
  return linkExisting(deps, existing, profile, password);
}

/**
 * An unverified account was set up by someone who never proved the address, so Facebook's
 * proof wins: the password they chose stops working and their sessions end. A verified account
 * with a password is linked only by someone who knows it. A verified account without one was
 * made by Facebook sign-in, and stays with the Facebook profile that made it.
 */
async function linkExisting(deps: SignInContext, existing: UserRow, profile: FacebookProfile, password?: string) {
  if (existing.status !== 'active') return reclaimUnverified(deps, existing, profile);
  if (existing.passwordHash) {
    await checkPassword(deps, existing, password);
  } else if (existing.facebookId) {
    throw new AppError('CONFLICT', 'This e-mail address is already linked to another Facebook account.');
  }
  const [row] = await deps.db
    .update(users)
    .set({ facebookId: profile.id, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, existing.id),
        eq(users.status, 'active'),
        existing.passwordHash ? eq(users.passwordHash, existing.passwordHash) : isNull(users.passwordHash),
      ),
    )
    .returning();
  if (row) deps.log.info({ event: 'facebook_linked', actor: row.id }, 'Facebook linked to a verified account');
  return row;
}

async function checkPassword(deps: SignInContext, existing: UserRow, password: string | undefined) {
  if (!password) {
    throw new AppError(
      'PASSWORD_REQUIRED',
      'An account with this e-mail already exists. Enter its password to link Facebook.',
    );
  }
  await deps.guardPasswordAttempt(existing.email);
  if (!(await verifyPassword(existing.passwordHash, password))) {
    deps.log.warn({ event: 'sign_in_failed', audience: 'patient', via: 'facebook_link' }, 'sign-in failed');
    throw new AppError('INVALID_CREDENTIALS', 'This password is not correct. Please try again.');
  }
}

async function reclaimUnverified(deps: SignInContext, existing: UserRow, profile: FacebookProfile) {
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ ...namesOf(profile), passwordHash: null, facebookId: profile.id, status: 'active', updatedAt: new Date() })
      .where(and(eq(users.id, existing.id), eq(users.status, 'inactive')))
      .returning();
    if (updated) await revokeAllSessions(tx, 'patient', updated.id);
    return updated;
  });
  if (row) deps.log.info({ event: 'facebook_reclaimed', actor: row.id }, 'Facebook took over an unverified account');
  return row;
}

/** Undefined when a concurrent request created the account first; the next pass finds it. */
async function createFromProfile(db: Db, profile: FacebookProfile, email: string, language: Language) {
  const [row] = await db
    .insert(users)
    .values({ email, ...namesOf(profile), facebookId: profile.id, status: 'active', passwordHash: null, language })
    .onConflictDoNothing()
    .returning();
  return row;
}

function emailOf(profile: FacebookProfile): string {
  const email = EmailSchema.safeParse(profile.email ?? '');
  if (email.success) return email.data;
  throw new AppError(
    'VALIDATION_ERROR',
    'Your Facebook account did not share an e-mail address. Please sign up with your e-mail instead.',
    [{ field: 'access_token', code: 'required', message: 'No e-mail address from Facebook' }],
  );
}

const namesOf = (profile: FacebookProfile) => ({
  firstName: (profile.first_name ?? '').trim().slice(0, 100) || 'Friend',
  lastName: (profile.last_name ?? '').trim().slice(0, 100),
});

/** Opens a session for the patient a Facebook sign-in found, and dates the sign-in. */
export async function startFacebookSession(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  userId: string,
  client: ClientInfo,
): Promise<string> {
  const { token } = await issueToken(deps.db, deps.config.jwtSecret, 'patient', userId, client);
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  return token;
}
