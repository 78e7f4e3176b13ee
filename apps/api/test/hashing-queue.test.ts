import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema.js';
import { isCommonPassword } from '../src/lib/common-passwords.js';
import { HashingPool } from '../src/lib/hashing-pool.js';
import { buildTestApp, type TestContext } from './app.js';
import { hashWith } from './hashing.js';
import { createPatient, uniqueEmail } from './factories.js';

/**
 * Password hashing waits in a bounded queue: past its bound a request is answered 503 at once,
 * and a request whose client has gone is not hashed at all. Each test puts in a pool of one
 * thread with a tiny bound and keeps that thread busy with a slow hash of its own.
 */
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** A couple of seconds of hashing, so the queue stays full while the requests under test arrive. */
const SLOW = { ...OPTIONS, timeCost: 300 };

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  // Loaded on first use; loaded here so a request reaches the queue well within the slow hash.
  isCommonPassword('warm-up');
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

const signupBody = (email: string) => ({ first_name: 'Ines', email, password: 'gentle-morning-9' });

describe('the hashing queue', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After while it is full, and serves again once it drains', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const pool = new HashingPool(1, { maxQueued: 1 });
    hashWith(pool);
    const busy = [pool.run('hash', ['busy', SLOW]), pool.run('hash', ['waiting', OPTIONS])];

    const email = uniqueEmail('queued');
    const refused = [
      await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email) }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: patient.email, password: patient.password },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(res.json()).toEqual({ success: false, error: 'SERVICE_UNAVAILABLE', message: expect.any(String) });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await Promise.all(busy);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(email) })).statusCode,
    ).toBe(201);
  });

  it('drops the hash of a client that left while it waited', async () => {
    const pool = new HashingPool(1, { maxQueued: 4 });
    hashWith(pool);
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    const busy = pool.run('hash', ['busy', SLOW]);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });

    const email = uniqueEmail('left');
    const body = JSON.stringify(signupBody(email));
    const request = http.request(`${url}/api/auth/signup`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    request.on('error', () => {});
    request.end(body);
    await expect.poll(() => pool.waiting, { timeout: 10_000 }).toBe(1);
    request.destroy();
    // Its place is freed as soon as the server sees the connection close, before the busy hash ends.
    await expect.poll(() => pool.waiting, { timeout: 10_000 }).toBe(0);
    await busy;

    const hashed = posted.mock.calls.map(([msg]) => (msg as { args: unknown[] }).args[0]);
    expect(hashed).toEqual(['busy']);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
