import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';

let t: TestContext;
let port: number;
const SECRET = 'sentinel-outside-the-uploads-folder';
beforeAll(async () => {
  t = await buildTestApp();
  // Beside uploads/ in the data directory, where the database and the signing key live in production.
  writeFileSync(path.join(t.dataDir, 'jwt-secret'), SECRET);
  mkdirSync(path.join(t.dataDir, 'uploads', 'avatars'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'uploads', '.hidden'), SECRET);
  writeFileSync(path.join(t.dataDir, 'uploads', 'avatars', 'control.txt'), 'served');
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends the path byte for byte: fetch and URL would normalise the dots away before they left. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/files never serves what is outside the uploads folder', () => {
  it('serves a file inside it (control)', async () => {
    expect(await rawGet('/files/avatars/control.txt')).toEqual({ status: 200, body: 'served' });
  });

  it.each([
    '/files/../jwt-secret',
    '/files/%2e%2e/jwt-secret',
    '/files/%2E%2E%2Fjwt-secret',
    '/files/..%2fjwt-secret',
    '/files/..%5cjwt-secret',
    '/files/avatars/..%2f..%2fjwt-secret',
    '/files/%252e%252e%252fjwt-secret',
    '/files/....//jwt-secret',
    '/files/..;/jwt-secret',
    '/files/%c0%ae%c0%ae/jwt-secret',
    '/files/.hidden',
    '/files/%2ehidden',
    '/files//etc/passwd',
  ])('%s', async (rawPath) => {
    const res = await rawGet(rawPath);
    expect(res.status, res.body).not.toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
  });
});
