import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { SHARED_LINK_RATE_LIMIT } from '../lib/shared-link-limit.js';

let t: TestContext;
let outside: string;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  // A file beside the build, which no request may reach.
  outside = `${path.basename(dist)}-secret.txt`;
  writeFileSync(path.join(path.dirname(dist), outside), 'not for the web');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Clearwell</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await buildTestApp({ config: { webDistDir: dist, appName: 'Brightpath & <Co>' } });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('serving the web app', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/index.html', '/sw.js'])(
    "sends %s with the pages' CSP: the service worker keeps the page and runs under its own script's policy",
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toContain("default-src 'none'");
    },
  );

  it.each(['/', '/admin/session/steps', '/journal', '/auth/email-verified?code=x'])(
    'falls back to index.html for %s, titled with APP_NAME',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Brightpath &amp; &lt;Co&gt;</title>');
      expect(res.body).not.toContain('Clearwell');
    },
  );

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed copy the client accepts, and the plain file otherwise', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves other files at the root', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/logo.svg' })).statusCode).toBe(200);
  });

  it('keeps unknown /api paths as JSON 404 even for browsers', async () => {
    const res = await page('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });

  it('answers a missing asset with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/missing.png', headers: { accept: '*/*' } })).statusCode).toBe(
      404,
    );
  });

  it.each([undefined, '*/*'])(
    'serves the page at a route to a client that accepts anything (accept %s), as a mailed link fetched by a script',
    async (accept) => {
      for (const url of ['/login', '/auth/email-verified?code=x', '/auth/reset-password/abc']) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
      }
    },
  );

  it('serves nothing outside the build folder, however the path is written', async () => {
    for (const url of [`/../${outside}`, `/..%2f${outside}`, `/%2e%2e/${outside}`, `/assets/..%2f..%2f${outside}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(res.body, url).not.toContain('not for the web');
      expect(res.statusCode, url).not.toBe(200);
    }
  });

  it('answers a client asking only for JSON with the JSON 404 at an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('NOT_FOUND');
  });
});

describe('the page of a shared journal link', () => {
  it('is the web app, never indexed, kept or sent on as a Referer', async () => {
    const res = await page('/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is limited per address: 429 with Retry-After, as a page', async () => {
    const read = () =>
      t.app.inject({ method: 'GET', url: '/shared/any', headers: { accept: 'text/html' }, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < SHARED_LINK_RATE_LIMIT; i++) expect((await read()).statusCode).toBe(200);
    const limited = await read();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Please wait a minute');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/shared/any',
      headers: { accept: 'text/html' },
      remoteAddress: '10.9.8.6',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
