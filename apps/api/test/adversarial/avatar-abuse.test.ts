import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient, type CreatedPatient } from '../factories.js';
import { pngBytes } from '../media-fixtures.js';
import { multipartBody, multipartEnvelope, type FilePart } from '../multipart.js';
import { streamedRequest } from '../streamed-request.js';

let t: TestContext;
let p: CreatedPatient;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  p = await createPatient(t.database, t.config.jwtSecret);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Every file under the data directory's uploads, temporary ones included (none before the first upload). */
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
};
const avatarKey = async () => (await t.database.db.select().from(users).where(eq(users.id, p.id)))[0]!.avatarKey;
const upload = (...files: FilePart[]) => {
  const form = multipartBody({ first_name: 'Ada', last_name: 'Vale' }, files);
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(p.token) },
  });
};

describe('avatar abuse', () => {
  it('a 64 MB avatar is refused with 413 while it streams in, long before it is all sent', async () => {
    const MiB = 1024 * 1024;
    const { head, tail, headers } = multipartEnvelope(
      { first_name: 'Ada', last_name: 'Vale' },
      { name: 'huge.png', type: 'image/png' },
    );
    const filler = Buffer.alloc(64 * 1024, 7);
    const res = await streamedRequest(`${base}/api/auth/profile`, {
      method: 'PUT',
      headers: { ...headers, ...bearer(p.token) },
      *body() {
        yield head;
        yield pngBytes();
        for (let i = 0; i < (64 * MiB) / filler.length; i++) yield filler;
        yield tail;
      },
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
    expect(res.finishedSending).toBe(false);
    expect(res.sentWhenAnswered).toBeLessThan(16 * MiB);
    expect(storedFiles()).toEqual([]);
    expect(await avatarKey()).toBeNull();
  });

  it.each([
    ['HTML', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'],
    [
      'SVG',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    ],
    [
      'SVG without a prolog',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="javascript:alert(1)"/></foreignObject></svg>',
    ],
  ])('%s bytes named .png and sent as image/png are 415, and nothing is stored', async (_label, text) => {
    const res = await upload({ name: 'photo.png', type: 'image/png', data: Buffer.from(text) });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(storedFiles()).toEqual([]);
    expect(await avatarKey()).toBeNull();
  });

  it('a second file in the same request is 413 and the first one is not kept', async () => {
    const res = await upload(
      { name: 'a.png', type: 'image/png', data: pngBytes() },
      { name: 'b.png', type: 'image/png', data: pngBytes() },
    );
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
    expect(await avatarKey()).toBeNull();
  });

  it('a PNG with a page appended is stored only as a PNG: served as image/png, nosniff, sandboxed', async () => {
    const polyglot = Buffer.concat([pngBytes(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload({ name: 'page.html', type: 'text/html', data: polyglot });
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.avatar });
    expect(res.json().data.avatar).toMatch(/\.png$/);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });
});
