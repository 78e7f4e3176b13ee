import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, uniqueEmail } from '../../../test/factories.js';
import { auditLog, oneTimeTokens } from '../../db/schema.js';
import { issueToken } from '../../lib/auth-tokens.js';
import { verifyPassword } from '../../lib/passwords.js';
import { admins } from '../../db/schema.js';
import { HashingPool } from '../../lib/hashing-pool.js';
import { mailedAdminResetToken } from '../../../test/mailed-secrets.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEUTRAL = 'If an account exists with this email, you will receive password reset instructions.';
const forgot = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email } });
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/reset-password', payload });

async function mailedToken(email: string): Promise<{ link: string; token: string }> {
  const mail = await t.mail.waitFor(email, /reset/i);
  const link = mail.links.find((l) => l.includes('/admin/reset-password/'))!;
  expect(link).toMatch(/^http:\/\/clearwell\.test\/admin\/reset-password\/[A-Za-z0-9_-]{43}$/);
  return { link, token: link.split('/').pop()! };
}

describe('admin forgot and reset password', () => {
  it('answers the same neutral message for known and unknown e-mails, and mails only the admin', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const known = await forgot(admin.email.toUpperCase());
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(NEUTRAL);
    await mailedToken(admin.email);
  });

  it('a patient e-mail gets no admin reset link', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect((await forgot(patient.email)).statusCode).toBe(200);
    await expect(t.mail.waitFor(patient.email, /reset/i, 600)).rejects.toThrow();
  });

  it('resets with the mailed token once, revokes the sessions, and stores the token hashed', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const other = await issueToken(t.database.db, t.config.jwtSecret, 'admin', admin.id);
    await forgot(admin.email);
    const { token } = await mailedToken(admin.email);
    const stored = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.adminId, admin.id));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    expect(stored[0]).toMatchObject({ purpose: 'admin_reset_password' });

    const res = await reset({
      token,
      password: 'new-harbour-pass-9',
      confirm_password: 'new-harbour-pass-9',
      email: admin.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Your password has been reset successfully' });
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(await verifyPassword(row!.passwordHash, 'new-harbour-pass-9')).toBe(true);
    for (const old of [admin.token, other.token]) {
      const r = await t.app.inject({ method: 'GET', url: '/api/admin/session-step', headers: bearer(old) });
      expect(r.statusCode).toBe(401);
    }
    const again = await reset({ token, password: 'another-pass-99', confirm_password: 'another-pass-99' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_TOKEN');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, admin.id));
    expect(audit.map((a) => a.action)).toContain('admin.password_reset');
  });

  it('refuses expired and unknown tokens, short and mismatched passwords, and a malformed e-mail', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    await forgot(admin.email);
    const { token } = await mailedToken(admin.email);
    const short = await reset({ token, password: 'short', confirm_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe('password');
    const mismatch = await reset({ token, password: 'long-enough-1', confirm_password: 'long-enough-2' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');
    expect(
      (await reset({ token: 'nope', password: 'long-enough-1', confirm_password: 'long-enough-1' })).json().error,
    ).toBe('INVALID_TOKEN');
    expect(
      (await reset({ token: 't'.repeat(201), password: 'long-enough-1', confirm_password: 'long-enough-1' })).json()
        .error,
    ).toBe('INVALID_TOKEN');
    expect((await forgot('not-an-email')).statusCode).toBe(400);

    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.adminId, admin.id));
    const expired = await reset({ token, password: 'long-enough-1', confirm_password: 'long-enough-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('INVALID_TOKEN');
  });

  it('keeps one live reset link per admin: a new request spends the earlier one', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const first = await mailedAdminResetToken(t, admin.email);
    const second = await mailedAdminResetToken(t, admin.email);
    const body = { password: 'quiet-lantern-47', confirm_password: 'quiet-lantern-47' };
    expect((await reset({ token: first, ...body })).json().error).toBe('INVALID_TOKEN');
    expect((await reset({ token: second, ...body })).statusCode).toBe(200);
  });

  it('refuses an unknown, used or expired token before hashing anything', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const body = { password: 'quiet-lantern-47', confirm_password: 'quiet-lantern-47' };
    const used = await mailedAdminResetToken(t, admin.email);
    expect((await reset({ token: used, ...body })).statusCode).toBe(200);
    const expired = await mailedAdminResetToken(t, admin.email);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.adminId, admin.id));

    const hashing = vi.spyOn(HashingPool.prototype, 'run');
    try {
      for (const token of ['not-a-token', used, expired]) {
        const res = await reset({ token, ...body });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('INVALID_TOKEN');
      }
      expect(hashing).not.toHaveBeenCalled();
    } finally {
      hashing.mockRestore();
    }
  });

  it('rate limits forgot-password per address with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/admin/auth/forgot-password',
          payload: { email: uniqueEmail() },
        });
      await send();
      await send();
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
