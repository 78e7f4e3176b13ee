import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { createPatient, uniqueEmail } from '../factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function timeSignin(email: string, password: string) {
  const started = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, res };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('account enumeration', () => {
  it('sign-in answers known and unknown e-mails alike in status, body and time (within 25%)', async () => {
    const known = await createPatient(t.database, t.config.jwtSecret);
    await timeSignin(uniqueEmail(), 'warm-up-password'); // the dummy hash is made on first use
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, alternating which goes first, so load on a busy machine falls on both alike.
    for (let i = 0; i < 15; i++) {
      let a: Awaited<ReturnType<typeof timeSignin>>;
      let b: Awaited<ReturnType<typeof timeSignin>>;
      if (i % 2 === 0) {
        a = await timeSignin(known.email, 'wrong-password-1');
        b = await timeSignin(uniqueEmail(), 'wrong-password-1');
      } else {
        b = await timeSignin(uniqueEmail(), 'wrong-password-1');
        a = await timeSignin(known.email, 'wrong-password-1');
      }
      expect(a.res.statusCode).toBe(401);
      expect(b.res.statusCode).toBe(401);
      expect(a.res.body).toBe(b.res.body);
      knownTimes.push(a.ms);
      unknownTimes.push(b.ms);
    }
    const ratio = median(knownTimes) / median(unknownTimes);
    expect(ratio).toBeGreaterThan(0.75);
    expect(ratio).toBeLessThan(1.25);
  });

  it('sign-up answers a registered e-mail with the same status and body shape', async () => {
    const known = await createPatient(t.database, t.config.jwtSecret);
    const a = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Kim', email: known.email, password: 'gentle-morning-9' },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Kim', email: uniqueEmail(), password: 'gentle-morning-9' },
    });
    expect(a.statusCode).toBe(b.statusCode);
    const shape = (body: { data: { user: Record<string, unknown> }; message: string }) => ({
      keys: Object.keys(body.data.user).sort(),
      status: body.data.user.status,
      message: body.message,
    });
    expect(shape(a.json())).toEqual(shape(b.json()));
  });
});
