import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), written as 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough: the token is 256
 * random bits, so there is nothing to guess from its hash and no need for a slow hash.
 */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a string could be a token at all; anything else is answered 404 without a query. */
export const isShareToken = (value: string) => TOKEN_PATTERN.test(value);
