import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, uniqueEmail } from '../../../test/factories.js';
import { mailedSupporterToken } from '../../../test/mailed-secrets.js';
import { createSupporter } from '../../../test/supporters.js';
import { oneTimeTokens } from '../../db/schema.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const setPassword = (token: string, password: string) => post('/api/supporter/set-password', { token, password });
const signin = (email: string, password: string) => post('/api/supporter/signin', { email, password });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/supporter/me', headers: bearer(token) });

/** Invites a supporter as an admin does and returns their e-mail, id and the mailed set-password token. */
async function invited() {
  const email = uniqueEmail('invited');
  let id = '';
  const token = await mailedSupporterToken(t, email, async () => {
    id = (await post('/api/admin/supporters', { email, name: 'Ines Ortega' }, adminToken)).json().data.id;
  });
  return { email, id, token };
}

describe('setting the password from the invitation', () => {
  it('sets it once; then the supporter signs in with their name and code', async () => {
    const s = await invited();
    const res = await setPassword(s.token, 'lantern-meadow-81');
    expect(res.statusCode, res.body).toBe(200);
    expect((await setPassword(s.token, 'another-meadow-82')).json()).toMatchObject({ error: 'INVALID_TOKEN' });

    const ok = await signin(s.email, 'lantern-meadow-81');
    expect(ok.statusCode).toBe(200);
    const data = ok.json().data;
    expect(data).toEqual({
      token: expect.any(String),
      supporter: { id: s.id, name: 'Ines Ortega', code: expect.any(String) },
    });
    expect(data.supporter.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await me(data.token)).json().data).toEqual(data.supporter);
    expect((await signin(s.email, 'another-meadow-82')).statusCode).toBe(401);
  });

  it('refuses a short or common password on `password`, and keeps the link for another try', async () => {
    const s = await invited();
    for (const password of ['short', 'password123']) {
      const res = await setPassword(s.token, password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'password' })]);
    }
    expect((await setPassword(s.token, 'password123')).json().details[0].code).toBe('too_common');
    expect((await setPassword(s.token, 'lantern-meadow-81')).statusCode).toBe(200);
  });

  it('refuses an unknown or expired link with the code a patient reset uses', async () => {
    expect((await setPassword('made-up-token', 'lantern-meadow-81')).json()).toMatchObject({ error: 'INVALID_TOKEN' });
    const s = await invited();
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.supporterId, s.id));
    const res = await setPassword(s.token, 'lantern-meadow-81');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('INVALID_TOKEN');
  });

  it('ends the sessions the supporter had before (a new link from an admin serves a forgotten password)', async () => {
    const s = await createSupporter(t);
    const token = await mailedSupporterToken(t, s.email, () =>
      post(`/api/admin/supporters/${s.id}/resend`, {}, adminToken),
    );
    expect((await setPassword(token, 'renewed-password-93')).statusCode).toBe(200);
    expect((await me(s.token)).statusCode).toBe(401);
    expect((await signin(s.email, 'renewed-password-93')).statusCode).toBe(200);
  });
});

describe('signing in and out', () => {
  it('answers a wrong password, an unknown e-mail, a deactivated or password-less supporter alike', async () => {
    const s = await createSupporter(t);
    const inactive = await createSupporter(t, { active: false });
    const unset = await createSupporter(t, { passwordHash: null });
    const answers = [
      await signin(s.email, 'not-the-password'),
      await signin(uniqueEmail('nobody'), s.password),
      await signin(inactive.email, inactive.password),
      await signin(unset.email, 'anything-at-all'),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0]!.json());
    }
  });

  it('a patient’s or an admin’s credentials do not sign in here', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const a = await createAdmin(t.database, t.config.jwtSecret);
    expect((await signin(p.email, p.password)).statusCode).toBe(401);
    expect((await signin(a.email, a.password)).statusCode).toBe(401);
  });

  it('logout ends the token at once and clears the site data', async () => {
    const s = await createSupporter(t);
    const token = (await signin(s.email, s.password)).json().data.token as string;
    const out = await post('/api/supporter/logout', {}, token);
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    expect((await me(token)).statusCode).toBe(401);
    expect((await post('/api/supporter/logout', {}, token)).statusCode).toBe(401);
    expect((await me(s.token)).statusCode).toBe(200);
  });

  it('a supporter token expires after 8 hours, as an admin’s', async () => {
    const s = await createSupporter(t);
    const token = (await signin(s.email, s.password)).json().data.token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, number>;
    expect(claims.aud).toBe('supporter');
    expect(claims.exp! - claims.iat!).toBe(8 * 3600);
  });
});
