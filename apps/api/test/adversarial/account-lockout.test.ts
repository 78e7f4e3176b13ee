import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { createAdmin, createPatient, uniqueEmail, type CreatedPatient } from '../factories.js';
import { mailedAdminResetToken, mailedPatientResetToken } from '../mailed-secrets.js';
import { createSupporter } from '../supporters.js';

/**
 * A stranger who knows someone's e-mail sends wrong passwords, reset requests or made-up reset
 * tokens for it from ever-changing addresses. The per-e-mail limit must stop the stranger, and
 * must not stop the owner: a browser that has signed in as that account before is exempt from it,
 * a successful sign-in is never counted, and a genuine mailed token is never refused.
 */
const LIMIT = 3;
let t: TestContext;
let address = 0;
/** A new client address for every request, as an attacker rotating addresses would have. */
const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT) } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress(), headers: cookie ? { cookie } : {} });

/** The `device` cookie a response sets, as `name=value` ready to send back, with its attributes. */
function deviceCookie(res: LightMyRequestResponse): { pair: string; attributes: string[] } {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = all.find((c) => c.startsWith('device='));
  if (!line) throw new Error(`no device cookie in ${JSON.stringify(all)}`);
  const [pair, ...attributes] = line.split(';').map((p) => p.trim());
  return { pair: pair!, attributes: attributes.map((a) => a.toLowerCase()) };
}

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toBe('RATE_LIMITED');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** Accounts that reset a forgotten password through a mailed link of their own. */
const withReset = [
  {
    name: 'patient',
    signin: '/api/auth/signin',
    forgot: '/api/auth/forgot-password',
    reset: '/api/auth/reset-password',
    create: (): Promise<CreatedPatient> => createPatient(t.database, t.config.jwtSecret),
    mailedToken: (email: string) => mailedPatientResetToken(t, email),
  },
  {
    name: 'admin',
    signin: '/api/admin/auth/signin',
    forgot: '/api/admin/auth/forgot-password',
    reset: '/api/admin/auth/reset-password',
    create: (): Promise<CreatedPatient> => createAdmin(t.database, t.config.jwtSecret),
    mailedToken: (email: string) => mailedAdminResetToken(t, email),
  },
] as const;
/** Supporters sign in as admins do, through the same limits; an admin mails them a new link instead of a reset. */
const audiences = [
  ...withReset,
  {
    name: 'supporter',
    signin: '/api/supporter/signin',
    create: (): Promise<CreatedPatient> => createSupporter(t),
  },
] as const;

describe.each(audiences)('$name accounts under a stranger’s attempts', (a) => {
  const wrong = (email: string, i: number) => ({ email, password: `stranger-guess-${i}` });

  it('sign-in sets an HttpOnly device cookie for the API, lasting about a year', async () => {
    const owner = await a.create();
    const res = await post(a.signin, { email: owner.email, password: owner.password });
    expect(res.statusCode).toBe(200);
    const { pair, attributes } = deviceCookie(res);
    expect(pair).toMatch(/^device=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(pair).not.toContain(owner.id);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api']));
    const maxAge = Number(attributes.find((x) => x.startsWith('max-age='))?.split('=')[1]);
    expect(maxAge).toBeGreaterThanOrEqual(300 * 24 * 3600);
    // Plain HTTP here; over HTTPS it is Secure too (brute-force.test.ts, behind a trusted proxy).
    expect(attributes).not.toContain('secure');
  });

  it('the owner’s browser that signed in before still signs in after a stranger used up the limit', async () => {
    const owner = await a.create();
    const first = await post(a.signin, { email: owner.email, password: owner.password });
    expect(first.statusCode).toBe(200);
    const ownerBrowser = deviceCookie(first).pair;

    const stranger: number[] = [];
    for (let i = 0; i < LIMIT + 8; i++) stranger.push((await post(a.signin, wrong(owner.email, i))).statusCode);
    expect(stranger.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(stranger.slice(LIMIT).every((s) => s === 429)).toBe(true);

    // A stranger without the owner's cookie stays limited, even with the right password.
    expectLimited(await post(a.signin, { email: owner.email, password: owner.password }));
    // A cookie that was tampered with, or one that signed in as another account, does not help.
    const tampered = ownerBrowser.replace(/\.(.)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    expectLimited(await post(a.signin, { email: owner.email, password: owner.password }, tampered));
    const strangerAccount = await a.create();
    const strangerBrowser = deviceCookie(
      await post(a.signin, { email: strangerAccount.email, password: strangerAccount.password }),
    ).pair;
    expectLimited(await post(a.signin, { email: owner.email, password: owner.password }, strangerBrowser));

    const again = await post(a.signin, { email: owner.email, password: owner.password }, ownerBrowser);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.token).toEqual(expect.any(String));
    // The owner's own typo on that browser is answered, not refused.
    expect((await post(a.signin, wrong(owner.email, 99), ownerBrowser)).statusCode).toBe(401);
  });

  it('successful sign-ins do not count toward the per-e-mail limit; failures do', async () => {
    const owner = await a.create();
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++)
      codes.push((await post(a.signin, { email: owner.email, password: owner.password })).statusCode);
    expect(codes).toEqual(Array(LIMIT + 3).fill(200));

    const failures: number[] = [];
    for (let i = 0; i <= LIMIT; i++) failures.push((await post(a.signin, wrong(owner.email, i))).statusCode);
    expect(failures).toEqual([...Array(LIMIT).fill(401), 429]);
  });

  it('parallel wrong guesses from many addresses get no more than the limit between them', async () => {
    const owner = await a.create();
    const codes = await Promise.all(
      Array.from({ length: LIMIT + 5 }, (_, i) => post(a.signin, wrong(owner.email, i)).then((r) => r.statusCode)),
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe.each(withReset)('$name accounts: the mailed reset under a stranger’s attempts', (a) => {
  it('forgot-password: the owner’s known browser is not refused after a stranger’s requests', async () => {
    const owner = await a.create();
    const ownerBrowser = deviceCookie(await post(a.signin, { email: owner.email, password: owner.password })).pair;
    for (let i = 0; i < LIMIT; i++) expect((await post(a.forgot, { email: owner.email })).statusCode).toBe(200);
    expectLimited(await post(a.forgot, { email: owner.email }));
    expect((await post(a.forgot, { email: owner.email }, ownerBrowser)).statusCode).toBe(200);
  });

  it('reset-password: made-up tokens are limited per e-mail, the owner’s mailed token still works', async () => {
    const owner = await a.create();
    const token = await a.mailedToken(owner.email);
    const guess = (i: number) => ({
      token: `made-up-token-${i}`,
      password: 'quiet-harbour-77',
      confirm_password: 'quiet-harbour-77',
      email: owner.email,
    });
    for (let i = 0; i < LIMIT; i++) expect((await post(a.reset, guess(i))).statusCode).toBe(400);
    expectLimited(await post(a.reset, guess(LIMIT)));

    // A new browser (no device cookie), holding the genuine link from the mail.
    const res = await post(a.reset, {
      token,
      password: 'quiet-harbour-77',
      confirm_password: 'quiet-harbour-77',
      email: owner.email,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('known browsers', () => {
  const known = async (userId: string) => {
    const result = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from known_devices where user_id = ${userId}`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };

  it('a browser whose last sign-in is older than its cookie’s lifetime is no longer exempt, and its record is pruned', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    const ownerBrowser = deviceCookie(
      await post('/api/auth/signin', { email: owner.email, password: owner.password }),
    ).pair;
    await t.database.db.execute(
      sql`update known_devices set last_signed_in_at = now() - interval '400 days' where user_id = ${owner.id}`,
    );
    for (let i = 0; i < LIMIT; i++) await post('/api/auth/signin', { email: owner.email, password: `guess-${i}-x` });
    expectLimited(await post('/api/auth/signin', { email: owner.email, password: owner.password }, ownerBrowser));

    const other = await createPatient(t.database, t.config.jwtSecret);
    expect((await post('/api/auth/signin', { email: other.email, password: other.password })).statusCode).toBe(200);
    expect(await known(owner.id)).toBe(0);
    expect(await known(other.id)).toBe(1);
  });

  it('the record of a browser goes with the account when the account is deleted', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    const signedIn = await post('/api/auth/signin', { email: owner.email, password: owner.password });
    expect(await known(owner.id)).toBe(1);
    const token = signedIn.json().data.token as string;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: owner.password },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await known(owner.id)).toBe(0);
  });
});

describe('the per-address limit still applies to a known browser', () => {
  it('answers 429 past the limit from one address, cookie or not', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    const ownerBrowser = deviceCookie(
      await post('/api/auth/signin', { email: owner.email, password: owner.password }),
    ).pair;
    const from = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: uniqueEmail(), password: 'x-guess-1' },
        remoteAddress: from,
        headers: { cookie: ownerBrowser },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});
