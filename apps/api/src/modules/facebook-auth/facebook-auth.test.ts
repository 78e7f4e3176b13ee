import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, uniqueEmail } from '../../../test/factories.js';
import { users } from '../../db/schema.js';

/** A fake Graph API on loopback: tokens map to profiles; a wrong appsecret_proof is refused as Graph does. */
const profiles = new Map<string, Record<string, string>>();
const seenQueries: URLSearchParams[] = [];
let graph: Server;
let t: TestContext;
let unconfigured: TestContext;

beforeAll(async () => {
  graph = createServer((req, res) => {
    const url = new URL(req.url!, 'http://graph.local');
    seenQueries.push(url.searchParams);
    const token = url.searchParams.get('access_token') ?? '';
    const proof = createHmac('sha256', 'fb-secret').update(token).digest('hex');
    const profile = profiles.get(token);
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/v19.0/me' || !profile || url.searchParams.get('appsecret_proof') !== proof) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }));
      return;
    }
    res.end(JSON.stringify(profile));
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  const graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v19.0`;
  t = await buildTestApp({ env: { FACEBOOK_APP_ID: 'fb-app', FACEBOOK_APP_SECRET: 'fb-secret', FACEBOOK_GRAPH_URL: graphUrl } });
  unconfigured = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await new Promise((resolve) => graph.close(resolve));
});

const login = (ctx: TestContext, access_token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/facebook-login', payload: { access_token } });

describe('POST /api/auth/facebook-login', () => {
  it('creates an active patient from the Graph profile and signs them in', async () => {
    const email = uniqueEmail('fb');
    profiles.set('token-new', { id: 'fb-1001', first_name: 'Lee', last_name: 'Park', email });
    const res = await login(t, 'token-new');
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({ email, first_name: 'Lee', last_name: 'Park', status: 'active', role: 'patient' });
    expect(seenQueries.at(-1)!.get('fields')).toBe('id,first_name,last_name,email');
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) });
    expect(profile.json().data.id).toBe(user.id);

    const again = await login(t, 'token-new');
    expect(again.json().data.user.id).toBe(user.id);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('links an existing account with the same e-mail and activates it', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { status: 'inactive' });
    profiles.set('token-link', { id: 'fb-2002', first_name: 'Other', email: p.email.toUpperCase() });
    const res = await login(t, 'token-link');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: p.id, status: 'active', first_name: 'Robin' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.facebookId).toBe('fb-2002');
  });

  it('answers 401 when Graph refuses the token', async () => {
    const res = await login(t, 'forged-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
  });

  it('answers 400 when Facebook shares no e-mail, and 400 without a token', async () => {
    profiles.set('token-noemail', { id: 'fb-3003', first_name: 'Quiet' });
    expect((await login(t, 'token-noemail')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/facebook-login', payload: {} })).statusCode).toBe(400);
  });

  it('answers 503 when FACEBOOK_APP_ID is not configured', async () => {
    const res = await login(unconfigured, 'token-new');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
  });
});
