import { AppError } from './app-error.js';

/**
 * The most common breached passwords (the zxcvbn-ts common list, about 49,000 entries, bundled
 * offline). Loaded on first use so start-up stays fast. Only entries a user could choose under
 * our 8-character minimum matter.
 */
let common: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const list = dictionary['passwords-common'] as string[];
    return new Set(list.filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  });
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await load()).has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

/** Refuses a common password as a 400 naming `field`. */
export async function assertNotCommonPassword(password: string, field = 'password'): Promise<void> {
  if (await isCommonPassword(password)) {
    throw new AppError('VALIDATION_ERROR', COMMON_PASSWORD_MESSAGE, [{ field, message: COMMON_PASSWORD_MESSAGE }]);
  }
}
