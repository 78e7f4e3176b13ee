import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../factories.js';
import { expectSecurityHeaders } from '../security-headers.js';
import { seedPatient } from './patient-world.js';

let t: TestContext;
let patient: CreatedPatient;
let admin: CreatedPatient;
let avatar: string;
beforeAll(async () => {
  const web = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({
    config: { webDistDir: web },
    register(app) {
      // A failure whose message and stack would give the internals away if they leaked.
      app.get('/api/test/crash', async () => {
        throw new Error('select password_hash from users where id = $1');
      });
      app.get('/api/test/sql', async () => app.db.execute(sql`select * from no_such_table_for_tests`));
    },
  });
  patient = await createPatient(t.database, t.config.jwtSecret);
  admin = await createAdmin(t.database, t.config.jwtSecret);
  avatar = (await seedPatient(t, 'H')).avatar;
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'PUT'; url: string; headers?: Record<string, string>; payload?: string };
const asPatient = () => bearer(patient.token);
const cases: [number, string, () => Call][] = [
  [200, 'a public answer', () => ({ url: '/api/app-info' })],
  [200, 'an authenticated answer', () => ({ url: '/api/auth/profile', headers: asPatient() })],
  [200, 'a served upload', () => ({ url: avatar })],
  [200, 'a web page', () => ({ url: '/login', headers: { accept: 'text/html' } })],
  [
    400,
    'malformed JSON',
    () => ({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...asPatient(), 'content-type': 'application/json' },
      payload: '{',
    }),
  ],
  [401, 'no token', () => ({ url: '/api/auth/profile' })],
  [403, 'the wrong audience', () => ({ url: '/api/auth/profile', headers: bearer(admin.token) })],
  [404, 'an unknown route', () => ({ url: '/api/no/such/route' })],
  [404, 'an unknown file', () => ({ url: '/files/avatars/none.png' })],
  [
    413,
    'a body over the limit',
    () => ({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...asPatient(), 'content-type': 'application/json' },
      payload: `{"x":"${'x'.repeat(1_100_000)}"}`,
    }),
  ],
  [
    415,
    'the wrong content type',
    () => ({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...asPatient(), 'content-type': 'text/plain' },
      payload: 'x',
    }),
  ],
  [500, 'a thrown error', () => ({ url: '/api/test/crash' })],
  [500, 'a database error', () => ({ url: '/api/test/sql' })],
];

describe('security headers', () => {
  it.each(cases)('%i, %s: CSP, nosniff, no-referrer and no server fingerprint', async (status, _label, call) => {
    const res = await t.app.inject({ method: 'GET', ...call() });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    expectSecurityHeaders(res);
    if (call().url.startsWith('/api/')) expect(res.headers['cache-control']).toBe('no-store');
    // Every error answer gives the id its log line carries, for whoever reports it to quote.
    if (status >= 400)
      expect(res.headers['x-request-id'], 'x-request-id').toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
  });

  it('JSON carries its policy, no Referer leaving it, and no header that protects nothing there; files and pages carry theirs', async () => {
    const securityHeaders = (res: { headers: Record<string, unknown> }) =>
      Object.fromEntries(
        [
          'content-security-policy',
          'x-content-type-options',
          'referrer-policy',
          'cross-origin-resource-policy',
          'cross-origin-opener-policy',
          'x-frame-options',
        ]
          .filter((name) => res.headers[name] !== undefined)
          .map((name) => [name, res.headers[name]]),
      );
    const none = "default-src 'none';base-uri 'none';frame-ancestors 'none'";
    for (const url of ['/api/app-info', '/healthz', '/api/no/such/route']) {
      expect(securityHeaders(await t.app.inject({ method: 'GET', url })), url).toEqual({
        'content-security-policy': none,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
    }
    // A served upload's CSP is stricter still (plugins/files.ts adds a sandbox).
    expect(securityHeaders(await t.app.inject({ method: 'GET', url: avatar }))).toEqual({
      'content-security-policy': expect.stringMatching(
        /^default-src 'none'; ?base-uri 'none'; ?frame-ancestors 'none'/,
      ),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    const page = securityHeaders(
      await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } }),
    );
    expect(page).toMatchObject({
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(page['content-security-policy']).toContain("script-src 'self'");
  });

  it('a 500 tells nothing of the failure: no stack, no SQL, no table', async () => {
    for (const url of ['/api/test/crash', '/api/test/sql']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.json()).toEqual({ success: false, error: 'INTERNAL_ERROR', message: expect.any(String) });
      expect(res.body).not.toMatch(/select|password_hash|no_such_table|relation|stack|\.ts:\d|at \w+ \(/i);
      // What the failure was is in the log, under the id the answer gives.
      expect(res.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });

  it('authenticated answers, spreadsheets included, are never stored by caches', async () => {
    for (const url of ['/api/auth/profile', '/api/journal', '/api/settings']) {
      expect((await t.app.inject({ method: 'GET', url, headers: asPatient() })).headers['cache-control'], url).toBe(
        'no-store',
      );
    }
    const sheet = await t.app.inject({ method: 'GET', url: '/api/admin/export/users', headers: bearer(admin.token) });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/auth/reset-password?token=secret-reset-token&email=a%40example.test',
    '/admin/reset-password/secret-admin-token',
    '/auth/email-verified?code=secret-code',
  ])('the page %s, whose URL holds a secret, sends no Referer anywhere', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expectSecurityHeaders(res);
  });

  it('over a real socket, nothing names the server software', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/no/such/route`);
    expect(res.status).toBe(404);
    expect(res.headers.get('server')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
