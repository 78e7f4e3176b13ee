import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { auditLog } from '../../db/schema.js';
import { multipartFile } from '../../../test/multipart.js';
import { buildZip, type TestEntry } from '../../../test/zip.js';

const webm = readFileSync(new URL('../../../test/fixtures/calm-sample.webm', import.meta.url));
let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({
    config: {
      limits: {
        avatarBytes: 2 * 1024 * 1024,
        stepImageBytes: 10 * 1024 * 1024,
        stepMediaBytes: 10 * 1024 * 1024,
        videoPackageBytes: 300_000,
        videoPackageUncompressedBytes: 100_000,
        videoPackageEntries: 5,
      },
    },
  });
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const upload = (body: Buffer, filename = 'package.zip', token = admin, field = 'video_file') => {
  const form = multipartFile(field, filename, body);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/app-type-video',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
  });
};
const listAdmin = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/app-type-video', headers: bearer(admin) })).json().data.items;
const packageDirs = () => readdirSync(path.join(t.dataDir, 'uploads', 'videos'));

describe('POST /api/admin/app-type-video', () => {
  it('extracts the videos of a package, skips other files and serves them with byte ranges', async () => {
    const res = await upload(
      buildZip([
        { name: 'Welcome to Clearwell.webm', data: webm },
        { name: 'theory/How it works.webm', data: webm },
        { name: 'README.txt', data: Buffer.from('notes') },
        { name: '__MACOSX/._Welcome.webm', data: webm },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Video uploaded successfully' });
    const items = await listAdmin();
    expect(items.map((i: { name: string }) => i.name)).toEqual(['How it works.webm', 'Welcome to Clearwell.webm']);
    for (const item of items)
      expect(item).toEqual({
        id: expect.any(String),
        name: item.name,
        link: expect.stringMatching(/^\/files\/videos\/[0-9a-f-]+\/[0-9a-f-]+\.webm$/),
      });

    const publicList = await t.app.inject({ method: 'GET', url: '/api/videos' });
    expect(publicList.statusCode).toBe(200);
    expect(publicList.json().data.items).toEqual(items);

    const whole = await t.app.inject({ method: 'GET', url: items[0].link });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.rawPayload.equals(webm)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: items[0].link, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${webm.length}`);
    expect(part.rawPayload.length).toBe(100);
  });

  it('replaces the previous package and removes its files', async () => {
    const before = await listAdmin();
    const res = await upload(buildZip([{ name: 'Only.webm', data: webm }]), 'NEW-PACKAGE.ZIP');
    expect(res.statusCode, res.body).toBe(201);
    const after = await listAdmin();
    expect(after.map((i: { name: string }) => i.name)).toEqual(['Only.webm']);
    expect((await t.app.inject({ method: 'GET', url: before[0].link })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: after[0].link })).statusCode).toBe(200);
    expect(packageDirs()).toHaveLength(1);
    const audits = (await t.database.db.select().from(auditLog)).filter((r) => r.action === 'video_package.replace');
    expect(audits.at(-1)).toMatchObject({
      actorEmail: expect.stringContaining('@'),
      targetType: 'video_package',
      details: { file_name: 'NEW-PACKAGE.ZIP', videos: 1, replaced: 1 },
    });
  });

  const hostile: [string, TestEntry[]][] = [
    ['an absolute path', [{ name: '/etc/evil.webm', data: webm }]],
    ['a ".." entry', [{ name: 'videos/../../evil.webm', data: webm }]],
    ['a backslash climb', [{ name: '..\\evil.webm', data: webm }]],
    [
      'a symlink',
      [
        { name: 'ok.webm', data: webm },
        { name: 'link.webm', data: Buffer.from('/etc/passwd'), mode: 0o120777 },
      ],
    ],
    ['too many entries', Array.from({ length: 6 }, (_, i) => ({ name: `v${i}.webm`, data: webm }))],
    ['too many bytes once uncompressed', [{ name: 'big.webm', data: Buffer.concat([webm, Buffer.alloc(110_000)]) }]],
    ['sizes that lie', [{ name: 'liar.webm', data: Buffer.concat([webm, Buffer.alloc(5000)]), declaredSize: 100 }]],
    ['no video inside', [{ name: 'notes.txt', data: Buffer.from('hello') }]],
  ];
  it.each(hostile)('refuses %s with 400 and keeps the current package', async (_, entries) => {
    const current = await listAdmin();
    const res = await upload(buildZip(entries));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_ZIP' });
    expect(await listAdmin()).toEqual(current);
    expect(packageDirs()).toHaveLength(1);
  });

  it('answers 415 for anything but a zip, and 413 past the size cap', async () => {
    expect((await upload(buildZip([{ name: 'a.webm', data: webm }]), 'package.tar')).statusCode).toBe(415);
    const fake = await upload(Buffer.from('%PDF-1.4 not a zip'), 'package.zip');
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only zip files are allowed.' });
    const huge = await upload(buildZip([{ name: 'huge.webm', data: Buffer.alloc(320_000) }]));
    expect(huge.statusCode, huge.body).toBe(413);
    expect((await upload(buildZip([{ name: 'a.webm', data: webm }]), 'p.zip', admin, 'other')).statusCode).toBe(400);
  });

  it('is for administrators only; the public list needs no sign-in', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect((await upload(buildZip([{ name: 'a.webm', data: webm }]), 'p.zip', patient.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/app-type-video' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/videos' })).statusCode).toBe(200);
  });
});
