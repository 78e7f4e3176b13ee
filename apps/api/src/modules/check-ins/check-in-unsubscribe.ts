import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../service-deps.js';
import { patientOfUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

/**
 * Turns check-in mails off for the patient an unsubscribe link names. A link that is forged,
 * names nobody, or was signed before the patient turned the mails back on is the same 400
 * INVALID_TOKEN, as a used reset link is: the answer never says which.
 */
export async function unsubscribeFromCheckInMails(deps: Pick<ServiceDeps, 'db' | 'config'>, token: string) {
  const userId = patientOfUnsubscribeToken(token);
  const [patient] = userId
    ? await deps.db
        .select({ id: users.id, mailKey: users.checkInMailKey })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
    : [];
  if (!patient || !verifyUnsubscribeToken(deps.config.jwtSecret, token, patient)) {
    throw new AppError('INVALID_TOKEN', 'This unsubscribe link is not valid.');
  }
  // Only under the key the link was signed with: turning the mails back on at the same moment wins.
  const sameKey = patient.mailKey === null ? isNull(users.checkInMailKey) : eq(users.checkInMailKey, patient.mailKey);
  await deps.db
    .update(users)
    .set({ checkInEmails: false, updatedAt: new Date() })
    .where(and(eq(users.id, patient.id), sameKey));
}
