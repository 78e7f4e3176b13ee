import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, uniqueEmail } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2', FACEBOOK_APP_ID: 'app', FACEBOOK_APP_SECRET: 'app-secret' } });
});
afterAll(() => t.close());

describe('AUTH_RATE_LIMIT on the account endpoints', () => {
  const cases: Array<[string, (email: string) => object]> = [
    ['/api/auth/resend-verification', (email) => ({ email })],
    ['/api/auth/forgot-password', (email) => ({ email })],
    [
      '/api/auth/reset-password',
      (email) => ({ token: 'nope', password: 'long-enough-1', confirm_password: 'long-enough-1', email }),
    ],
  ];
  it.each(cases)('%s answers 429 with Retry-After past the limit for one address', async (url, body) => {
    const email = uniqueEmail();
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url, payload: body(email), remoteAddress: `10.0.0.${i + 1}` });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().error).toBe('RATE_LIMITED');
      }
    }
    expect(codes[2]).toBe(429);
  });

  it('limits change-password per client address', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const body = {
      current_password: 'wrong-guess-1',
      new_password: 'fresh-pass-99',
      confirm_password: 'fresh-pass-99',
    };
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/change-password',
            payload: body,
            headers: bearer(p.token),
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    expect(codes).toEqual([400, 400, 429]);
  });

  it.each([
    ['POST', '/api/account/export'],
    ['DELETE', '/api/account'],
  ] as const)('limits %s %s per account, even from rotating addresses', async (method, url) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (
          await t.app.inject({
            method,
            url,
            payload: { password: 'wrong-guess-1' },
            headers: bearer(p.token),
            remoteAddress: `10.7.7.${i + 1}`,
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([400, 400, 429]);
    const right = await t.app.inject({
      method,
      url,
      payload: { password: p.password },
      headers: bearer(p.token),
      remoteAddress: '10.7.8.1',
    });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits facebook-login per client address', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/facebook-login',
            payload: { access_token: 'x' },
            remoteAddress: '10.8.8.8',
          })
        ).statusCode,
      );
    expect(codes[2]).toBe(429);
  });
});

describe('what the rate limit counters keep', () => {
  const keys = async () => {
    const result = await t.database.db.execute<{ key: string }>(sql`select key from rate_limits`);
    return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
  };

  it('keeps neither the e-mail nor the client address, only keyed hashes of them', async () => {
    const email = uniqueEmail('counted');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'wrong-guess-1' },
      remoteAddress: '10.66.77.88',
    });
    expect(res.statusCode).toBe(401);
    const stored = await keys();
    expect(stored.length).toBeGreaterThan(0);
    const [local] = email.split('@');
    for (const key of stored) {
      expect(key).not.toContain(local);
      expect(key).not.toContain('10.66.77.88');
      expect(key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    }
  });

  it('prunes counters whose window has passed', async () => {
    await t.database.db.execute(sql`
      insert into rate_limits (key, count, reset_at) values
        ('expired-a', 9, now() - interval '2 minutes'), ('expired-b', 1, now() - interval '3 days')`);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: '10.66.1.1',
    });
    const stored = await keys();
    expect(stored).not.toContain('expired-a');
    expect(stored).not.toContain('expired-b');
    expect(stored.length).toBeGreaterThan(0);
  });
});
