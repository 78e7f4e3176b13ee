import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/uuid.js';

/**
 * The token in a check-in mail's unsubscribe link: the patient's id and an HMAC, under the
 * server's signing key, of that id and the patient's current mail key (`users.check_in_mail_key`).
 * It can do one thing only, turn check-in mails off, so it has no expiry: a mail opened months
 * later still unsubscribes. Turning the mails back on gives a new key, so the links in the mails
 * before stop working, and nobody can forge one for another patient without the signing key.
 */
const PURPOSE = 'check-in-mail-unsubscribe';

/** A patient who never turned the mails back on has no key: their links are signed as before keys existed. */
const signatureOf = (secret: string, userId: string, mailKey: string | null) =>
  createHmac('sha256', secret)
    .update(mailKey === null ? `${PURPOSE}\0${userId}` : `${PURPOSE}\0${userId}\0${mailKey}`)
    .digest();

export const newCheckInMailKey = () => randomBytes(16).toString('base64url');

export function unsubscribeToken(secret: string, userId: string, mailKey: string | null = null): string {
  return `${userId}.${signatureOf(secret, userId, mailKey).toString('base64url')}`;
}

/** The patient a token claims to be for (lower-cased), or `null` when it is not even of the token's form. */
export function patientOfUnsubscribeToken(token: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  return userId && signature && !rest.length && isUuid(userId) ? userId.toLowerCase() : null;
}

/** Whether `token` was signed with this key for this patient and their current mail key. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  patient: { id: string; mailKey: string | null },
): boolean {
  if (patientOfUnsubscribeToken(token) !== patient.id) return false;
  const given = Buffer.from(token.split('.')[1]!, 'base64url');
  const expected = signatureOf(secret, patient.id, patient.mailKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
