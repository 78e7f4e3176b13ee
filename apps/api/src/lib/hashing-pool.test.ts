import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HashingPool } from './hashing-pool.js';

const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** About half a second of hashing: keeps the one thread busy while the test looks at the queue. */
const SLOW = { ...OPTIONS, timeCost: 60 };

/** The passwords the pool handed to its threads, in order: what was really hashed. */
function watchHashing() {
  const posted = vi.spyOn(Worker.prototype, 'postMessage');
  return () => posted.mock.calls.map(([msg]) => (msg as { args: unknown[] }).args[0]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it('refuses a job past its bound with SERVICE_UNAVAILABLE and a Retry-After, and takes work again once there is room', async () => {
    const pool = new HashingPool(1, { maxQueued: 1 });
    const hashed = watchHashing();
    const running = pool.run<string>('hash', ['running', SLOW]);
    const queued = pool.run<string>('hash', ['queued', OPTIONS]);
    await expect(pool.run('hash', ['refused', OPTIONS])).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      statusCode: 503,
      headers: { 'retry-after': expect.stringMatching(/^[1-9]\d*$/) },
    });
    await Promise.all([running, queued]);
    expect(await pool.run<string>('hash', ['after', OPTIONS])).toMatch(/^\$argon2id\$/);
    expect(hashed()).toEqual(['running', 'queued', 'after']);
  });

  it('drops a waiting job whose client left before its turn, without hashing it, and frees its place at once', async () => {
    const pool = new HashingPool(1, { maxQueued: 1 });
    const hashed = watchHashing();
    const running = pool.run<string>('hash', ['running', SLOW]);
    const client = new AbortController();
    const abandoned = pool.run<string>('hash', ['abandoned', OPTIONS], client.signal);
    client.abort(new Error('the client left'));
    await expect(abandoned).rejects.toThrow('the client left');
    // The queue holds one job and the abandoned one no longer counts.
    const next = pool.run<string>('hash', ['next', OPTIONS]);
    await Promise.all([running, next]);
    expect(hashed()).toEqual(['running', 'next']);
  });

  it('refuses at once a job whose client has already left', async () => {
    const pool = new HashingPool(1);
    const hashed = watchHashing();
    await expect(pool.run('hash', ['gone', OPTIONS], AbortSignal.abort(new Error('gone already')))).rejects.toThrow(
      'gone already',
    );
    expect(hashed()).toEqual([]);
  });
});
