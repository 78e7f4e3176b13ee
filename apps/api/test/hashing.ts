import { vi } from 'vitest';
import { HashingPool } from '../src/lib/hashing-pool.js';

/**
 * Sends every password hash to `pool` (another size or bound than the server's own) until
 * `vi.restoreAllMocks()`: the server's pool is module state it starts on first use.
 */
export function hashWith(pool: HashingPool): void {
  const run = HashingPool.prototype.run;
  vi.spyOn(HashingPool.prototype, 'run').mockImplementation(function (this: HashingPool, ...args) {
    return run.apply(pool, args);
  });
}
