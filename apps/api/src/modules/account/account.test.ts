import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, uniqueEmail } from '../../../test/factories.js';
import { mailedPatientResetToken, mailedVerificationCode } from '../../../test/mailed-secrets.js';
import { oneTimeTokens, users } from '../../db/schema.js';
import { HashingPool } from '../../lib/hashing-pool.js';
import { FORGOT_MESSAGE, RESEND_MESSAGE } from './account.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/auth/resend-verification', () => {
  it('mails a fresh verification link to an unverified account and stores only its hash', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { status: 'inactive' });
    const first = await post('/api/auth/resend-verification', { email: p.email.toUpperCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: RESEND_MESSAGE, data: null });
    const mail = await t.mail.waitFor(p.email, /Confirm your e-mail/);
    expect(mail.subject).toContain('Clearwell');
    expect(mail.html).toContain('Confirm my e-mail');
    expect(mail.links[0]).toMatch(/^http:\/\/clearwell\.test\/auth\/email-verified\?code=[\w-]{43}$/);
    const rows = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(new URL(mail.links[0]!).searchParams.get('code'));
  });

  it('answers the same for unknown and already verified addresses, and mails nobody', async () => {
    const active = await createPatient(t.database, t.config.jwtSecret);
    const unknown = uniqueEmail('nobody');
    for (const email of [active.email, unknown]) {
      const res = await post('/api/auth/resend-verification', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(RESEND_MESSAGE);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(t.mail.to(active.email)).toHaveLength(0);
    expect(t.mail.to(unknown)).toHaveLength(0);
  });

  it('keeps one live code per account: a resend spends the earlier one', async () => {
    const email = uniqueEmail('twice');
    const first = await mailedVerificationCode(t, email);
    const seen = t.mail.to(email).length;
    await post('/api/auth/resend-verification', { email });
    const second = new URL((await t.mail.waitForNext(email, seen, /Confirm/)).links[0]!).searchParams.get('code')!;
    const verify = (code: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    const old = await verify(first);
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe('INVALID_CODE');
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail with 400 and a field detail', async () => {
    const res = await post('/api/auth/resend-verification', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details: [{ field: 'email' }] });
  });
});

describe('forgot and reset password', () => {
  it('resets through the mailed link: the token is spent and every session ends', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const forgot = await post('/api/auth/forgot-password', { email: p.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json().message).toBe(FORGOT_MESSAGE);
    const mail = await t.mail.waitFor(p.email, /Reset your/);
    const link = new URL(mail.links[0]!);
    expect(`${link.origin}${link.pathname}`).toBe('http://clearwell.test/auth/reset-password');
    expect(link.searchParams.get('email')).toBe(p.email);
    expect(mail.text).toContain('1 hour');

    const body = {
      token: tokenFrom(mail.links[0]!),
      password: 'brand-new-pass-1',
      confirm_password: 'brand-new-pass-1',
      email: p.email,
    };
    const reset = await post('/api/auth/reset-password', body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().success).toBe(true);

    const again = await post('/api/auth/reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_TOKEN');
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p.token) });
    expect(profile.statusCode).toBe(401);
  });

  it('answers neutrally for an unknown address and mails nobody', async () => {
    const email = uniqueEmail('ghost');
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(FORGOT_MESSAGE);
    await new Promise((r) => setTimeout(r, 300));
    expect(t.mail.to(email)).toHaveLength(0);
  });

  it('refuses unknown, expired, superseded and mismatched tokens, and keeps the password', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const good = { password: 'another-pass-22', confirm_password: 'another-pass-22' };
    expect((await post('/api/auth/reset-password', { token: 'nope', ...good })).json().error).toBe('INVALID_TOKEN');
    expect((await post('/api/auth/reset-password', { token: 'x'.repeat(201), ...good })).json().error).toBe(
      'INVALID_TOKEN',
    );

    await post('/api/auth/forgot-password', { email: p.email });
    const firstLink = (await t.mail.waitFor(p.email, /Reset your/)).links[0]!;
    await post('/api/auth/forgot-password', { email: p.email });
    await expect.poll(() => t.mail.to(p.email).length).toBe(2);
    const secondLink = t.mail.to(p.email)[1]!.links[0]!;
    expect((await post('/api/auth/reset-password', { token: tokenFrom(firstLink), ...good })).json().error).toBe(
      'INVALID_TOKEN',
    );

    const wrongEmail = await post('/api/auth/reset-password', {
      token: tokenFrom(secondLink),
      ...good,
      email: uniqueEmail(),
    });
    expect(wrongEmail.json().error).toBe('INVALID_TOKEN');

    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, p.id));
    const expired = await post('/api/auth/reset-password', { token: tokenFrom(secondLink), ...good });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('INVALID_TOKEN');
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p.token) });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown, used or expired token before hashing anything', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const good = { password: 'another-pass-22', confirm_password: 'another-pass-22' };
    const used = await mailedPatientResetToken(t, p.email);
    expect((await post('/api/auth/reset-password', { token: used, ...good })).statusCode).toBe(200);
    const expired = await mailedPatientResetToken(t, p.email);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, p.id));

    const hashing = vi.spyOn(HashingPool.prototype, 'run');
    try {
      for (const token of ['not-a-token', used, expired]) {
        const res = await post('/api/auth/reset-password', { token, ...good });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe('INVALID_TOKEN');
      }
      expect(hashing).not.toHaveBeenCalled();
    } finally {
      hashing.mockRestore();
    }
  });

  it('checks the new password: at least 8 characters and matching', async () => {
    const short = await post('/api/auth/reset-password', { token: 'x', password: 'short', confirm_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
    const mismatch = await post('/api/auth/reset-password', {
      token: 'x',
      password: 'long-enough-1',
      confirm_password: 'long-enough-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([
      { field: 'confirm_password', code: 'mismatch', message: 'Passwords do not match' },
    ]);
  });

  it('spends a token once even when two resets race', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    await post('/api/auth/forgot-password', { email: p.email });
    const token = tokenFrom((await t.mail.waitFor(p.email, /Reset your/)).links[0]!);
    const body = { token, password: 'race-pass-123', confirm_password: 'race-pass-123' };
    const results = await Promise.all([post('/api/auth/reset-password', body), post('/api/auth/reset-password', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret, { email: uniqueEmail() });
    const { issueToken } = await import('../../lib/auth-tokens.js');
    const second = await issueToken(t.database.db, t.config.jwtSecret, 'patient', p.id);
    const res = await post(
      '/api/auth/change-password',
      { current_password: p.password, new_password: 'fresh-pass-99', confirm_password: 'fresh-pass-99' },
      p.token,
    );
    expect(res.statusCode).toBe(200);
    const profile = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect((await profile(p.token)).statusCode).toBe(200);
    expect((await profile(second.token)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    await t.mail.waitFor(p.email, /password was changed/);
  });

  it('refuses a wrong current password, a mismatch, a short password and a missing token', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const wrong = await post(
      '/api/auth/change-password',
      { current_password: 'not-it-at-all', new_password: 'fresh-pass-99', confirm_password: 'fresh-pass-99' },
      p.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('INVALID_CURRENT_PASSWORD');
    const mismatch = await post(
      '/api/auth/change-password',
      { current_password: p.password, new_password: 'fresh-pass-99', confirm_password: 'fresh-pass-98' },
      p.token,
    );
    expect(mismatch.json().details).toEqual([
      { field: 'confirm_password', code: 'mismatch', message: 'New passwords do not match' },
    ]);
    const short = await post(
      '/api/auth/change-password',
      { current_password: p.password, new_password: 'short', confirm_password: 'short' },
      p.token,
    );
    expect(short.json().details?.[0]).toMatchObject({
      field: 'new_password',
      message: 'Password must be at least 8 characters long',
    });
    const anonymous = await post('/api/auth/change-password', {
      current_password: p.password,
      new_password: 'fresh-pass-99',
      confirm_password: 'fresh-pass-99',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
