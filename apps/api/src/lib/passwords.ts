import { HashingPool } from './hashing-pool.js';

/** argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane); hashing runs off the event loop. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most half the cores hash at once, in threads that yield to the event loop (see
 * hashing-pool.ts); further sign-ins wait their turn. Sign-in throughput is bounded by hashing
 * either way; this keeps a burst of sign-ins from slowing every other route. Started on first use.
 */
let pool: HashingPool | undefined;
const hash = (password: string) => (pool ??= new HashingPool()).run<string>('hash', [password, OPTIONS]);
const verify = (stored: string, password: string) => (pool ??= new HashingPool()).run<boolean>('verify', [stored, password]);

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
