import type { AccountConfirmation } from '@clearwell/shared';
import { eq, inArray } from 'drizzle-orm';
import {
  authSessions,
  checkIns,
  feedback,
  journalShares,
  oneTimeTokens,
  problemResponses,
  problems,
  users,
} from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { UserRow } from '../account/account.service.js';
import { deleteSupportOf } from '../support/support.service.js';
import type { ServiceDeps } from '../service-deps.js';

const WRONG_PASSWORD = 'That password is not right. Please try again.';
const WRONG_EMAIL = 'That is not the e-mail address of your account. Please type it again.';

/**
 * The patient proves it is them before their data leaves or their account goes. An account
 * created through Facebook has no password, so typing its e-mail address is the deliberate act
 * asked instead (the bearer token already proves who is signed in). Failures are 400 with the
 * change-password code, never 401, which would sign the user out.
 */
export async function confirmIdentity(user: UserRow, input: AccountConfirmation): Promise<void> {
  if (user.passwordHash) {
    if (await verifyPassword(user.passwordHash, input.password ?? '')) return;
    throw new AppError('INVALID_CURRENT_PASSWORD', WRONG_PASSWORD, [
      { field: 'password', code: 'incorrect', message: WRONG_PASSWORD },
    ]);
  }
  if (input.email?.trim().toLowerCase() === user.email) return;
  const message = input.email ? WRONG_EMAIL : 'Your account has no password. Type your e-mail address to confirm.';
  throw new AppError('INVALID_CURRENT_PASSWORD', message, [
    { field: 'email', code: input.email ? 'incorrect' : 'required', message },
  ]);
}

/**
 * Deletes the account and everything tied to it in one transaction: shared links, the links to a
 * supporter with their views and messages (the supporter's next request for the patient is 404),
 * answers, sessions of the journal and its check-ins, sign-in sessions, one-time tokens and the account row. Feedback stays for the
 * statistics as anonymous text: unlinked, with the name, e-mail and place blanked. Rows are
 * deleted by name rather than left to the foreign-key cascades so the list is explicit here.
 * The avatar file is removed only after the commit, so a rollback never loses it.
 */
export async function deleteAccount(deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>, userId: string): Promise<void> {
  const avatarKey = await deps.db.transaction(async (tx) => {
    await tx
      .update(feedback)
      .set({ userId: null, firstName: '', lastName: '', email: '', city: '', country: '' })
      .where(eq(feedback.userId, userId));
    const own = tx.select({ id: problems.id }).from(problems).where(eq(problems.userId, userId));
    await tx.delete(journalShares).where(eq(journalShares.userId, userId));
    await deleteSupportOf({ db: tx }, userId);
    await tx.delete(checkIns).where(eq(checkIns.userId, userId));
    await tx.delete(problemResponses).where(inArray(problemResponses.problemId, own));
    await tx.delete(problems).where(eq(problems.userId, userId));
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
    const [deleted] = await tx.delete(users).where(eq(users.id, userId)).returning({ avatarKey: users.avatarKey });
    if (!deleted) throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
    return deleted.avatarKey;
  });
  if (avatarKey) {
    await deps.storage
      .delete(avatarKey)
      .catch((err: unknown) => deps.log.warn({ err }, 'avatar of a deleted account not removed'));
  }
}
