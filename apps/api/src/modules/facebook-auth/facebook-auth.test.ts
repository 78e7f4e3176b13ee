import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, uniqueEmail } from '../../../test/factories.js';
import { FakeGraph } from '../../../test/fake-graph.js';
import { users } from '../../db/schema.js';

const graph = new FakeGraph({ appId: 'fb-app', appSecret: 'fb-secret' });
let t: TestContext;
let limited: TestContext;
let unconfigured: TestContext;

beforeAll(async () => {
  const graphUrl = await graph.start();
  const env = { FACEBOOK_APP_ID: 'fb-app', FACEBOOK_APP_SECRET: 'fb-secret', FACEBOOK_GRAPH_URL: graphUrl };
  t = await buildTestApp({ env });
  limited = await buildTestApp({ env: { ...env, AUTH_RATE_LIMIT: '2' } });
  unconfigured = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await limited.close();
  await unconfigured.close();
  await graph.stop();
});

const login = (ctx: TestContext, body: { access_token: string; password?: string }, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/facebook-login', payload: body, remoteAddress });
const signin = (ctx: TestContext, email: string, password: string, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress });
const profileOf = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
const rowOf = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /api/auth/facebook-login', () => {
  it('creates an active patient from the Graph profile and signs them in', async () => {
    const email = uniqueEmail('fb');
    graph.addToken('token-new', { id: 'fb-1001', first_name: 'Lee', last_name: 'Park', email });
    const res = await login(t, { access_token: 'token-new' });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ email, first_name: 'Lee', last_name: 'Park', status: 'active', role: 'patient' });
    expect(
      graph.requests
        .find((r) => r.path === '/me' && r.params.get('access_token') === 'token-new')!
        .params.get('fields'),
    ).toBe('id,first_name,last_name,email');
    expect((await profileOf(t, token)).json().data.id).toBe(user.id);

    const again = await login(t, { access_token: 'token-new' });
    expect(again.json().data.user.id).toBe(user.id);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("starts a new account in the browser's language, which the patient has not chosen yet", async () => {
    const email = uniqueEmail('fb-es');
    graph.addToken('token-es', { id: 'fb-1002', first_name: 'Ana', last_name: 'Ruiz', email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/facebook-login',
      payload: { access_token: 'token-es' },
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: bearer(res.json().data.token),
    });
    expect(settings.json().data).toMatchObject({ language: 'es', language_chosen: false });
  });

  it('proves the app secret on every Graph call and asks Graph which app the token was issued to', async () => {
    graph.addToken('token-proof', { id: 'fb-1002', first_name: 'Ada', email: uniqueEmail('fb') });
    const before = graph.requests.length;
    expect((await login(t, { access_token: 'token-proof' })).statusCode).toBe(200);
    const made = graph.requests.slice(before);
    expect(made.map((r) => r.path).sort()).toEqual(['/debug_token', '/me']);
    const debug = made.find((r) => r.path === '/debug_token')!;
    expect(debug.params.get('input_token')).toBe('token-proof');
    expect(debug.params.get('access_token')).toBe('fb-app|fb-secret');
    // The fake refuses a missing or wrong proof, so each call above carried the right one.
    for (const r of made) expect(r.params.get('appsecret_proof')).toBe(graph.proofOf(r.params.get('access_token')!));
  });

  it('refuses (401) a token issued to another app, and one Graph reports as no longer valid', async () => {
    const email = uniqueEmail('fb');
    graph.addToken('token-other-app', { id: 'fb-1003', first_name: 'Mal', email }, { appId: 'someone-elses-app' });
    const other = await login(t, { access_token: 'token-other-app' });
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    graph.addToken('token-expired', { id: 'fb-1004', first_name: 'Old', email: uniqueEmail('fb') }, { valid: false });
    expect((await login(t, { access_token: 'token-expired' })).statusCode).toBe(401);
  });

  it('answers 401 when Graph refuses the token', async () => {
    const res = await login(t, { access_token: 'forged-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it('takes an unverified account away from whoever typed its password: the password stops working and their sessions end', async () => {
    const squatter = await createPatient(t.database, t.config.jwtSecret, {
      status: 'inactive',
      firstName: 'Call +1 555 0100',
    });
    graph.addToken('token-owner', {
      id: 'fb-2002',
      first_name: 'Sam',
      last_name: 'Owner',
      email: squatter.email.toUpperCase(),
    });
    const res = await login(t, { access_token: 'token-owner' });
    expect(res.statusCode).toBe(200);
    // The names were typed by someone who never proved the address; Facebook's replace them.
    expect(res.json().data.user).toMatchObject({
      id: squatter.id,
      status: 'active',
      first_name: 'Sam',
      last_name: 'Owner',
    });
    expect((await rowOf(t, squatter.id)).facebookId).toBe('fb-2002');

    const squatterSignin = await signin(t, squatter.email, squatter.password);
    expect(squatterSignin.statusCode).toBe(401);
    expect(squatterSignin.json().error).toBe('INVALID_CREDENTIALS');
    expect((await profileOf(t, squatter.token)).statusCode).toBe(401);
    expect((await profileOf(t, res.json().data.token)).statusCode).toBe(200);
  });

  it('links a verified account with a password only once that password is given', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    graph.addToken('token-verified', { id: 'fb-3003', first_name: 'Other', email: owner.email });

    const missing = await login(t, { access_token: 'token-verified' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({
      success: false,
      error: 'PASSWORD_REQUIRED',
      message: 'An account with this e-mail already exists. Enter its password to link Facebook.',
    });
    expect((await login(t, { access_token: 'token-verified', password: '' })).statusCode).toBe(409);

    const wrong = await login(t, { access_token: 'token-verified', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS');
    expect((await rowOf(t, owner.id)).facebookId).toBeNull();

    const right = await login(t, { access_token: 'token-verified', password: owner.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.user).toMatchObject({ id: owner.id, first_name: 'Robin', status: 'active' });
    expect((await profileOf(t, right.json().data.token)).json().data.id).toBe(owner.id);
    expect((await rowOf(t, owner.id)).facebookId).toBe('fb-3003');

    // Linked now: Facebook alone signs in, and the account's own password still works.
    const later = await login(t, { access_token: 'token-verified' });
    expect(later.statusCode).toBe(200);
    expect(later.json().data.user.id).toBe(owner.id);
    expect((await signin(t, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('counts wrong link passwords against the account like wrong sign-in passwords, from any address', async () => {
    const owner = await createPatient(limited.database, limited.config.jwtSecret);
    graph.addToken('token-guessed', { id: 'fb-4004', first_name: 'Guess', email: owner.email });
    for (const [i, guess] of ['guess-one-1', 'guess-two-2'].entries()) {
      expect(
        (await login(limited, { access_token: 'token-guessed', password: guess }, `10.4.0.${i + 1}`)).statusCode,
      ).toBe(401);
    }
    const third = await login(limited, { access_token: 'token-guessed', password: owner.password }, '10.4.0.3');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signin(limited, owner.email, owner.password, '10.4.0.4')).statusCode).toBe(429);
    expect((await rowOf(limited, owner.id)).facebookId).toBeNull();
  });

  it('will not move an account signed into with another Facebook profile to this one (409)', async () => {
    const linked = await createPatient(t.database, t.config.jwtSecret, { passwordHash: null, facebookId: 'fb-5005' });
    graph.addToken('token-second-profile', { id: 'fb-5006', first_name: 'Twin', email: linked.email });
    const res = await login(t, { access_token: 'token-second-profile' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('CONFLICT');
    expect((await rowOf(t, linked.id)).facebookId).toBe('fb-5005');
  });

  it('answers 400 when Facebook shares no e-mail, and 400 without a token', async () => {
    graph.addToken('token-noemail', { id: 'fb-6006', first_name: 'Quiet' });
    expect((await login(t, { access_token: 'token-noemail' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/facebook-login', payload: {} })).statusCode).toBe(400);
  });

  it('answers 503 when FACEBOOK_APP_ID is not configured', async () => {
    const res = await login(unconfigured, { access_token: 'token-new' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
  });
});
