import { randomInt } from 'node:crypto';
import { SUPPORT_CODE_LENGTH } from '@clearwell/shared';

/**
 * Uppercase letters and digits without those read or typed for one another (0/O, 1/I/L): a code
 * is read aloud, copied from a card or typed on a phone. 31 characters, so 31^8 (some 8.5 × 10^11)
 * codes.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new supporter's code, each character drawn with the operating system's CSPRNG. */
export function newSupporterCode(): string {
  let code = '';
  for (let i = 0; i < SUPPORT_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
