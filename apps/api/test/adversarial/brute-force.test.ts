import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { createPatient } from '../factories.js';

describe.each([
  ['without a trusted proxy', {}, false],
  ['behind a trusted proxy', { TRUST_PROXY: 'true' }, true],
])('brute force %s', (_label, env, trustsProxy) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ env: { AUTH_RATE_LIMIT: '5', ...env } });
  });
  afterAll(() => t.close());

  it('the per-account limit holds while X-Forwarded-For rotates, and the owner signs in after the window', async () => {
    const victim = await createPatient(t.database, t.config.jwtSecret);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: victim.email, password: `guess-${i}-password` },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    // The window passes.
    await t.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: victim.email, password: victim.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it(`the device cookie is Secure when the browser spoke HTTPS${trustsProxy ? ' to the proxy' : ', never for a forged header'}`, async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: owner.email, password: owner.password },
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '198.51.100.200',
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^device=/);
    expect(/;\s*Secure/i.test(cookie)).toBe(trustsProxy);
  });
});
