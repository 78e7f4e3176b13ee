import { availableParallelism } from 'node:os';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane); hashing runs off the event loop. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most half the cores hash at once; further sign-ins wait their turn. Each hash keeps a core
 * busy for tens of milliseconds, so without a bound a burst of sign-ins would take every core
 * from the event loop and every other route would slow down with them. Sign-in throughput is
 * bounded by hashing either way.
 */
const hashing = pLimit(Math.max(1, Math.floor(availableParallelism() / 2)));
const hash = (password: string) => hashing(() => argonHash(password, OPTIONS));
const verify = (stored: string, password: string) => hashing(() => argonVerify(stored, password));

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Verified against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
