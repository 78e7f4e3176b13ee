import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { buildTestApp, type TestContext } from '../app.js';
import { createAdmin, createPatient, uniqueEmail } from '../factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const RACERS = 10;
const passwords = Array.from({ length: RACERS }, (_, i) => `racing-harbour-${i}-pass`);

/**
 * One mailed secret used by many requests at the same moment (a double click, a link opened
 * in several tabs, an attacker replaying it): exactly one may win, and the account must end up
 * with the winner's password. account.test.ts already checks that two patient resets give one
 * 200 and one 400; this adds more racers, which password holds afterwards, the admin reset and
 * the e-mail verification code.
 */
describe('a single-use secret used in parallel', () => {
  it('patient reset: one request wins and only its password signs in', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    await post('/api/auth/forgot-password', { email: p.email });
    const token = new URL((await t.mail.waitFor(p.email, /Reset your/)).links[0]!).searchParams.get('token')!;
    const results = await Promise.all(
      passwords.map((password) => post('/api/auth/reset-password', { token, password, confirm_password: password })),
    );
    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.json()).toMatchObject({ error: 'INVALID_TOKEN' });

    const signins = await Promise.all(
      passwords.map((password) => post('/api/auth/signin', { email: p.email, password })),
    );
    expect(signins.map((r) => r.statusCode)).toEqual(passwords.map((_, i) => (i === winners[0] ? 200 : 401)));
  });

  it('admin reset: one request wins, only its password signs in, one audit entry', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    await post('/api/admin/auth/forgot-password', { email: admin.email });
    const link = (await t.mail.waitFor(admin.email, /reset/i)).links.find((l) => l.includes('/admin/reset-password/'))!;
    const token = link.split('/').pop()!;
    const results = await Promise.all(
      passwords.map((password) =>
        post('/api/admin/auth/reset-password', { token, password, confirm_password: password }),
      ),
    );
    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.json()).toMatchObject({ error: 'INVALID_TOKEN' });

    const signins = await Promise.all(
      passwords.map((password) => post('/api/admin/auth/signin', { email: admin.email, password })),
    );
    expect(signins.map((r) => r.statusCode)).toEqual(passwords.map((_, i) => (i === winners[0] ? 200 : 401)));
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, admin.id), eq(auditLog.action, 'admin.password_reset')));
    expect(audits).toHaveLength(1);
  });

  it('e-mail verification: one request activates the account, the others are told the code is used', async () => {
    const email = uniqueEmail('verify');
    expect(
      (await post('/api/auth/signup', { first_name: 'Sam', last_name: 'Reed', email, password: 'quiet-meadow-path-7' }))
        .statusCode,
    ).toBe(201);
    const code = new URL((await t.mail.waitFor(email)).links[0]!).searchParams.get('code')!;
    const results = await Promise.all(
      Array.from({ length: RACERS }, () =>
        t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${encodeURIComponent(code)}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.json()).toMatchObject({ error: 'INVALID_CODE' });
    expect((await post('/api/auth/signin', { email, password: 'quiet-meadow-path-7' })).statusCode).toBe(200);
  });
});
