import { AppError } from './app-error.js';
import { HashingPool } from './hashing-pool.js';

/** argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane); hashing runs off the event loop. */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most half the cores hash at once, in threads that yield to the event loop (see
 * hashing-pool.ts); further sign-ins wait their turn, up to the pool's bound (then 503).
 * Sign-in throughput is bounded by hashing either way; this keeps a burst of sign-ins from
 * slowing every other route. Started on first use.
 */
let pool: HashingPool | undefined;
const current = () => (pool ??= new HashingPool());

/**
 * The connection a password arrived on (a request's socket). Work for it that has not started
 * when it closes is dropped: nobody is left to receive the answer.
 */
export interface Connection {
  readonly destroyed?: boolean;
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
}

const clientLeft = () => new AppError('SERVICE_UNAVAILABLE', 'The client left before its password was processed.');

/** Runs `work` with a signal that aborts if `connection` closes; stops listening when the work ends. */
function whileConnected<T>(connection: Connection | undefined, work: (signal?: AbortSignal) => Promise<T>): Promise<T> {
  if (!connection) return work();
  const left = new AbortController();
  const onClose = () => left.abort(clientLeft());
  // A keep-alive socket outlives the request: listen only while this job is pending.
  if (connection.destroyed) onClose();
  else connection.once('close', onClose);
  return work(left.signal).finally(() => connection.off('close', onClose));
}

export function hashPassword(password: string, connection?: Connection): Promise<string> {
  return whileConnected(connection, (signal) => current().run<string>('hash', [password, OPTIONS], signal));
}

const verify = (stored: string, password: string, connection?: Connection) =>
  whileConnected(connection, (signal) => current().run<boolean>('verify', [stored, password], signal));

/** A busy pool or a departed client is the server's answer, not a wrong password. */
const unlessRefused = (err: unknown): false => {
  if (err instanceof AppError) throw err;
  return false;
};

/** Verified against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
  connection?: Connection,
): Promise<boolean> {
  if (!storedHash) {
    // Not kept when it failed (a full queue), so a later call tries again.
    dummyHash ??= hashPassword('not-a-real-password-for-timing').catch((err: unknown) => {
      dummyHash = undefined;
      throw err;
    });
    await verify(await dummyHash, password, connection).catch(unlessRefused);
    return false;
  }
  return verify(storedHash, password, connection).catch(unlessRefused);
}
