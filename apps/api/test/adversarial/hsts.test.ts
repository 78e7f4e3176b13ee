import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';

/** HSTS is sent only when the request really came over HTTPS: told so by a proxy the app trusts. */
describe.each([
  ['without a trusted proxy', {}, { claimsHttps: false }],
  ['behind a trusted proxy', { TRUST_PROXY: '127.0.0.1' }, { claimsHttps: true }],
])('HSTS %s', (_label, env, expected) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ env });
  });
  afterAll(() => t.close());

  const hsts = async (headers: Record<string, string>, url = '/healthz') =>
    (await t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' })).headers[
      'strict-transport-security'
    ];

  it('plain HTTP gets no HSTS', async () => {
    expect(await hsts({})).toBeUndefined();
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it('X-Forwarded-Proto: https counts only from the trusted proxy, on every status', async () => {
    for (const url of ['/healthz', '/api/no/such/route', '/api/auth/profile']) {
      const value = await hsts({ 'x-forwarded-proto': 'https' }, url);
      expect(Boolean(value), url).toBe(expected.claimsHttps);
      if (value) expect(value).toMatch(/^max-age=(\d{8,}); includeSubDomains$/);
    }
  });

  it('a forwarded claim from an address that is not the proxy is ignored', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
