import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/app.js';
import { loggerOptions } from './lib/logger.js';

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
