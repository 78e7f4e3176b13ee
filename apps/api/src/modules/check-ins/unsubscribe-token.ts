import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../../lib/uuid.js';

/**
 * The token in a check-in mail's unsubscribe link: the patient's id and an HMAC of it under the
 * server's signing key. It can do one thing only, turn check-in mails off, so it needs no expiry
 * and no row: a mail opened months later still unsubscribes, and nobody can forge one for
 * another patient without the key.
 */
const PURPOSE = 'check-in-mail-unsubscribe';

const signatureOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\0${userId}`).digest();

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signatureOf(secret, userId).toString('base64url')}`;
}

/** The patient a token names, or `null` for anything not signed with this key. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [userId, signature, ...rest] = token.split('.');
  if (!userId || !signature || rest.length || !isUuid(userId)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, userId.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId.toLowerCase() : null;
}
