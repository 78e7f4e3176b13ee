/**
 * The most common breached passwords (the zxcvbn-ts common list, about 49,000 entries, bundled
 * offline). Loaded on first use so start-up stays fast. Only entries a user could choose under
 * our 8-character minimum matter. Only `admin:create`, where a person types the password, refuses
 * them: the API takes every password of 8 to 128 characters, as the wire contract fixes
 * (decision 022).
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
