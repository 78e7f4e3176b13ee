import { COMMON_PASSWORD_MESSAGE } from '@clearwell/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, users } from '../src/db/schema.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { buildTestApp, type TestContext } from './app.js';
import { bearer, createAdmin, createPatient, uniqueEmail } from './factories.js';
import { mailedAdminResetToken, mailedPatientResetToken } from './mailed-secrets.js';

/**
 * Wherever a password is set, one of the commonly used ones is refused, whatever its case, with
 * a 400 naming the field; nothing is changed and a reset link stays usable.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const refusal = (field: string) => ({
  success: false,
  error: 'VALIDATION_ERROR',
  message: COMMON_PASSWORD_MESSAGE,
  details: [{ field, code: 'too_common', message: COMMON_PASSWORD_MESSAGE }],
});

const COMMON = ['password123', 'PassWord1', '12345678', 'qwertyuiop'];
const UNCOMMON = 'quiet-lantern-47';

describe('a commonly used password', () => {
  it.each(COMMON)('is refused at sign-up (%s), and no account is made', async (password) => {
    const email = uniqueEmail('signup');
    const res = await post('/api/auth/signup', { first_name: 'Ada', email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('password'));
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('is refused at sign-up for an address that already has an account, as for a new one', async () => {
    const existing = await createPatient(t.database, t.config.jwtSecret);
    const res = await post('/api/auth/signup', { first_name: 'Ada', email: existing.email, password: 'iloveyou1' });
    expect(res.json()).toEqual(refusal('password'));
  });

  it('is refused by a patient reset; the link still works with an uncommon one', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const token = await mailedPatientResetToken(t, p.email);
    const common = await post('/api/auth/reset-password', {
      token,
      password: 'Baseball1',
      confirm_password: 'Baseball1',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(refusal('password'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(await verifyPassword(row!.passwordHash!, p.password)).toBe(true);
    const done = await post('/api/auth/reset-password', { token, password: UNCOMMON, confirm_password: UNCOMMON });
    expect(done.statusCode).toBe(200);
  });

  it('is refused by a patient change, naming new_password; the old password and sessions stay', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(
      '/api/auth/change-password',
      { current_password: p.password, new_password: 'sunshine1', confirm_password: 'sunshine1' },
      bearer(p.token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('new_password'));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(await verifyPassword(row!.passwordHash!, p.password)).toBe(true);
    const still = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p.token) });
    expect(still.statusCode).toBe(200);
  });

  it("is refused by an admin's reset; the link still works with an uncommon one", async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const token = await mailedAdminResetToken(t, admin.email);
    const common = await post('/api/admin/auth/reset-password', {
      token,
      password: 'QWERTYUIOP',
      confirm_password: 'QWERTYUIOP',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual(refusal('password'));
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(await verifyPassword(row!.passwordHash, admin.password)).toBe(true);
    const done = await post('/api/admin/auth/reset-password', {
      token,
      password: UNCOMMON,
      confirm_password: UNCOMMON,
    });
    expect(done.statusCode).toBe(200);
  });

  it('leaves uncommon passwords alone, the longest included', async () => {
    for (const password of ['gentle-morning-9', 'a slow walk by the sea', 'x'.repeat(127) + 'y']) {
      const res = await post('/api/auth/signup', { first_name: 'Ada', email: uniqueEmail(), password });
      expect(res.statusCode, password).toBe(201);
    }
  });
});
