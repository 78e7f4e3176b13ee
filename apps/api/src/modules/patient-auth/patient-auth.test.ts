import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, uniqueEmail } from '../../../test/factories.js';
import { oneTimeTokens, users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signup = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password, role: 'patient' } });
const codeFrom = (link: string) => new URL(link).searchParams.get('code')!;

describe('sign-up and e-mail verification', () => {
  it('creates an inactive patient and mails a verification link to PUBLIC_URL', async () => {
    const email = uniqueEmail();
    const res = await signup({ first_name: 'Mara', email, password: 'gentle-morning-9', role: 'patient' });
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      first_name: 'Mara',
      email,
      role: 'patient',
      status: 'inactive',
      guide_medium: 'video',
      agreement_accepted: false,
      avatar: null,
    });
    expect(user).not.toHaveProperty('password_hash');
    const mail = await t.mail.waitFor(email, /Confirm/);
    expect(mail.links[0]).toMatch(/^http:\/\/clearwell\.test\/auth\/email-verified\?code=[\w-]{40,}$/);
    expect(mail.text).toContain('Clearwell');
  });

  it('stores the code only as a hash and activates the account once', async () => {
    const email = uniqueEmail();
    await signup({ first_name: 'Noor', email, password: 'gentle-morning-9' });
    const code = codeFrom((await t.mail.waitFor(email)).links[0]!);
    const stored = await t.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.tokenHash, code));
    expect(stored).toEqual([]);
    const first = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.status).toBe('active');
    const again = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_CODE');
  });

  it.each([
    ['an empty code', ''],
    ['an unknown code', 'not-a-real-code'],
    ['a code over 200 characters', 'c'.repeat(201)],
    ['a code of 4,000 characters', 'c'.repeat(4000)],
  ])('refuses %s with INVALID_CODE', async (_label, code) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_CODE');
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await signup({ first_name: 'Iva', email, password: 'gentle-morning-9' });
    const code = codeFrom((await t.mail.waitFor(email)).links[0]!);
    await t.database.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    expect(res.json().error).toBe('INVALID_CODE');
  });

  it('answers a registered e-mail the same way, makes no second account and mails the owner', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    const res = await signup({ first_name: 'Someone', email: owner.email.toUpperCase(), password: 'another-pass-77' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ status: 'inactive', email: owner.email, first_name: 'Someone' });
    expect(res.json().data.user.id).not.toBe(owner.id);
    const rows = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect((await t.mail.waitFor(owner.email, /already have/)).links[0]).toBe('http://clearwell.test/login');
  });

  it.each([
    [{ first_name: 'A', email: 'bad', password: 'long-enough-1' }, 'email'],
    [{ first_name: 'A', email: 'a@example.test', password: 'short' }, 'password'],
    [{ first_name: 'A', email: 'a@example.test', password: 'x'.repeat(129) }, 'password'],
    [{ first_name: '', email: 'a@example.test', password: 'long-enough-1' }, 'first_name'],
    [{ first_name: 'A', email: 'a@example.test', password: 'long-enough-1', role: 'admin' }, 'role'],
    [{ first_name: 'A', email: 'a@example.test', password: 'password123' }, 'password'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await signup(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('stores names exactly as typed', async () => {
    const email = uniqueEmail();
    const res = await signup({ first_name: `=cmd|' /C calc'!A0 <b>`, email, password: 'gentle-morning-9' });
    expect(res.json().data.user.first_name).toBe(`=cmd|' /C calc'!A0 <b>`);
  });
});

describe('sign-in and logout', () => {
  it('signs in an active patient with a token and the user', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await signin(p.email, p.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token.split('.')).toHaveLength(3);
    expect(res.json().data.user).toMatchObject({ id: p.id, email: p.email, status: 'active' });
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const wrong = await signin(p.email, 'not-the-password');
    const unknown = await signin(uniqueEmail(), 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a role other than patient in words about signing in', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: p.email, password: p.password, role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'role', code: 'invalid_value', message: 'Only patient accounts can sign in here' },
    ]);
  });

  it('refuses an unverified account with 403 ACCOUNT_NOT_VERIFIED', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { status: 'inactive' });
    const res = await signin(p.email, p.password);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it('revokes the token at logout and asks the browser to clear the cache and storage', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const { token } = (await signin(p.email, p.password)).json().data;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    const after = await t.app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('needs a token to log out', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('limits sign-in attempts per e-mail with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const email = uniqueEmail();
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email, password: 'whatever-1' },
          remoteAddress: `10.0.0.${i + 1}`,
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
