import { describe, expect, it } from 'vitest';
import { HashingPool } from './hashing-pool.js';

const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

describe('HashingPool', () => {
  it('hashes and verifies off the event loop, more jobs than threads in order of arrival', async () => {
    const pool = new HashingPool(1);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const hashes = await Promise.all(['one', 'two', 'three'].map((p) => pool.run<string>('hash', [p, OPTIONS])));
    clearInterval(timer);
    // The event loop kept turning while three hashes ran one after another.
    expect(ticks).toBeGreaterThan(5);
    expect(await pool.run('verify', [hashes[1], 'two'])).toBe(true);
    expect(await pool.run('verify', [hashes[1], 'one'])).toBe(false);
  });

  it('rejects a job that fails and goes on with the next', async () => {
    const pool = new HashingPool(1);
    await expect(pool.run('verify', ['not a hash', 'x'])).rejects.toThrow();
    expect(await pool.run<string>('hash', ['after', OPTIONS])).toMatch(/^\$argon2id\$/);
  });
});
