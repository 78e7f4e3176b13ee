import { createRequire } from 'node:module';
import { COMMON_PASSWORD_MESSAGE } from '@clearwell/shared/constants';
import { AppError } from './app-error.js';

export { COMMON_PASSWORD_MESSAGE };

/**
 * The most common breached passwords: the zxcvbn-ts common list (about 49,000 entries from
 * public breach corpora, bundled, never fetched), of which about 18,000 are long enough to pass
 * the 8-character minimum. Loaded on first use, synchronously so that the environment's parser
 * can refuse a common ADMIN_PASSWORD like any other bad setting.
 */
let common: Set<string> | undefined;

function load(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    const list = dictionary['passwords-common'] ?? [];
    common = new Set(list.filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  }
  return common;
}

/** Compared without case: `PASSWORD1` is as easy to guess as `password1`. */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}

/**
 * The one rule every password-setting path applies after the length check (docs/api.md, Passwords):
 * a common password is a 400 naming `field`, before anything is hashed or changed.
 */
export function assertNotCommonPassword(password: string, field: 'password' | 'new_password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_ERROR', COMMON_PASSWORD_MESSAGE, [
      { field, code: 'too_common', message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
}

/** How many passwords the check knows (at least 10,000, docs/api.md, Passwords). */
export const commonPasswordCount = (): number => load().size;
