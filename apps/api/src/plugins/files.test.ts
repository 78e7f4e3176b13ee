import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { FakeS3 } from '../../test/fake-s3.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** The same /files behaviour whichever driver holds the bytes. */
describe.each(['local', 's3'] as const)('serving stored files from %s storage', (driver) => {
  let t: TestContext;
  let fake: FakeS3 | undefined;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    fake = driver === 's3' ? await new FakeS3().start() : undefined;
    t = await buildTestApp({ env: fake?.env() });
    await t.app.storage.put('avatars/pic.png', Readable.from([png]));
    writeFileSync(path.join(t.dataDir, 'secret.txt'), 'not for the web');
  });
  afterAll(async () => {
    await t.close();
    await fake?.stop();
  });

  it('serves a stored file with its content type, length, validators and nosniff', async () => {
    const res = await get('/files/avatars/pic.png');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox",
      etag: expect.stringMatching(/^"/),
      'last-modified': expect.any(String),
    });
  });

  it('supports byte ranges, including a suffix range', async () => {
    const first = await get('/files/avatars/pic.png', { range: 'bytes=0-3' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-3/${png.length}`);
    expect(first.rawPayload.equals(png.subarray(0, 4))).toBe(true);
    const last = await get('/files/avatars/pic.png', { range: 'bytes=-4' });
    expect(last.statusCode).toBe(206);
    expect(last.rawPayload.equals(png.subarray(-4))).toBe(true);
  });

  it('answers 416 for a range past the end, and the whole file when If-Range no longer matches', async () => {
    const past = await get('/files/avatars/pic.png', { range: `bytes=${png.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${png.length}`);
    const stale = await get('/files/avatars/pic.png', { range: 'bytes=0-3', 'if-range': '"an-old-version"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(png.length);
  });

  it('answers 304 when the client already has this version', async () => {
    const { etag } = (await get('/files/avatars/pic.png')).headers;
    const again = await get('/files/avatars/pic.png', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the length and no body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/files/avatars/pic.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(png.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 404 in the JSON envelope for a key that is not stored', async () => {
    const res = await get('/files/avatars/missing.png');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it.each([
    '/files/../secret.txt',
    '/files/%2e%2e/secret.txt',
    '/files/avatars/..%2f..%2fsecret.txt',
    '/files/avatars/.pic.png.part',
  ])('never serves a file outside the upload area or a hidden one: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('not for the web');
  });
});
