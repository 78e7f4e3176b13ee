import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { bearer, createPatient } from '../test/factories.js';
import { loggerOptions } from './lib/logger.js';
import { unsubscribeToken } from './modules/check-ins/unsubscribe-token.js';

/** The app, with a built web app to serve, and the production logger at `level`, its records collected. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const options = loggerOptions(level) as Record<string, unknown>;
  const web = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  const t = await buildTestApp({
    config: { webDistDir: web },
    logger: { ...options, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    register(app) {
      app.get('/api/test/crash', async () => {
        throw new Error('the crash this test causes');
      });
    },
  });
  return { t, lines };
}

let info: { t: TestContext; lines: Record<string, unknown>[] };
let warn: { t: TestContext; lines: Record<string, unknown>[] };
beforeAll(async () => {
  [info, warn] = await Promise.all([appLoggingAt('info'), appLoggingAt('warn')]);
});
afterAll(() => Promise.all([info.t.close(), warn.t.close()]));

describe('request logs', () => {
  it('at info, each request has its incoming and completed lines, under an id the error answer quotes', async () => {
    const refused = await info.t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'not an email' },
    });
    expect(refused.statusCode).toBe(400);
    const id = refused.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const mine = info.lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request refused', 'request completed']);
    expect(mine[0]).toMatchObject({ level: 30, req: { method: 'POST', url: '/api/auth/signin' } });
    expect(mine[2]).toMatchObject({ level: 30, res: { statusCode: 400 }, responseTime: expect.any(Number) });
  });

  it("writes the app's own lines through the same logger", async () => {
    info.t.app.log.info({ probe: 1 }, 'a line from the app');
    expect(info.lines.at(-1)).toMatchObject({ msg: 'a line from the app', probe: 1 });
  });

  it('gives every request its own id', async () => {
    const a = await info.t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    const b = await info.t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('above info, writes nothing for requests that go well', async () => {
    expect((await warn.t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(warn.lines).toEqual([]);
  });

  it('above info, still writes a failure, with its error and under its request id', async () => {
    const t = warn.t;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    const line = warn.lines.find((l) => l.reqId === res.headers['x-request-id']);
    expect(line).toMatchObject({ level: 50, err: { message: 'the crash this test causes' } });
  });
});

describe('secrets in addresses', () => {
  it("opens the admin's reset link as the web app's page, and logs its path without the token", async () => {
    const token = 'Zq8vVwXh3kTn0pL5rS2yU7aB4cD6eF9gH1iJ';
    const res = await info.t.app.inject({
      method: 'GET',
      url: `/admin/reset-password/${token}`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    const incoming = info.lines.filter((l) => l.msg === 'incoming request').at(-1);
    expect(incoming).toMatchObject({ req: { method: 'GET', url: '/admin/reset-password/[redacted]' } });
    expect(JSON.stringify(info.lines)).not.toContain(token);
  });

  it("logs the patient's reset and verification links without their token, code or e-mail address", async () => {
    const token = 'Yt7uIo9pAs2dFg4hJk6lZx8cVb0nMq1wEr3t';
    const email = 'someone.private@example.test';
    await info.t.app.inject({
      method: 'GET',
      url: `/auth/reset-password?token=${token}&email=${encodeURIComponent(email)}`,
      headers: { accept: 'text/html' },
    });
    await info.t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${token}` });
    const log = JSON.stringify(info.lines);
    expect(log).toContain('/auth/reset-password?token=[redacted]&email=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(email));
  });

  it("opens a supporter's set-password link as the web app's page, and logs its path without the token", async () => {
    const token = 'SetPassw0rdT0kenNobodyMayRead_aBc987654321';
    const page = await info.t.app.inject({
      method: 'GET',
      url: `/supporter/set-password/${token}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const urls = info.lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    expect(urls).toContain('/supporter/set-password/[redacted]');
    expect(JSON.stringify(info.lines)).not.toContain(token);
  });

  it("logs a shared journal link's page and API read without its secret", async () => {
    const token = 'Sh4redL1nkT0kenNobodyMayRead_xYz0123456789';
    const page = await info.t.app.inject({ method: 'GET', url: `/shared/${token}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect((await info.t.app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(404);
    const urls = info.lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    expect(urls).toEqual(expect.arrayContaining(['/shared/[redacted]', '/api/shared/[redacted]']));
    expect(JSON.stringify(info.lines)).not.toContain(token);
  });
});

describe('the check-in mail unsubscribe link', () => {
  it("opens the web app's page from a GET, turns mails off from the one-click POST, and logs neither token", async () => {
    const t = info.t;
    const me = await createPatient(t.database, t.config.jwtSecret, { checkInEmails: true });
    const token = unsubscribeToken(t.config.jwtSecret, me.id);
    const unknown = `${me.id}.${Buffer.alloc(32, 7).toString('base64url')}`;
    const url = (secret: string) => `/api/check-ins/unsubscribe/${secret}`;

    // A person opening the mail's link in a browser lands on the page that asks before acting.
    const opened = await t.app.inject({ method: 'GET', url: url(token), headers: { accept: 'text/html' } });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe#${token}`);
    const page = await t.app.inject({ method: 'GET', url: '/unsubscribe', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await settingsOf(t, me.token)).check_in_emails).toBe(true);

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const payload = 'List-Unsubscribe=One-Click';
    expect((await t.app.inject({ method: 'POST', url: url(unknown), headers: form, payload })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: url(token), headers: form, payload })).statusCode).toBe(200);
    expect((await settingsOf(t, me.token)).check_in_emails).toBe(false);

    const urls = info.lines.filter((l) => l.msg === 'incoming request').map((l) => (l.req as { url: string }).url);
    expect(urls).toEqual(expect.arrayContaining(['/api/check-ins/unsubscribe/[redacted]']));
    const log = JSON.stringify(info.lines);
    for (const secret of [token, unknown, token.split('.')[1]!, unknown.split('.')[1]!]) {
      expect(log).not.toContain(secret);
    }
  });
});

const settingsOf = async (t: TestContext, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) })).json().data;
