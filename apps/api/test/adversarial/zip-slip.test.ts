import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../multipart.js';
import { buildZip, type TestEntry } from '../zip.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin } from '../factories.js';

const webm = readFileSync(new URL('../fixtures/calm-sample.webm', import.meta.url));
const tag = `zip-slip-${randomUUID().slice(0, 8)}`;
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
  expect((await upload(buildZip([{ name: 'Current.webm', data: webm }]))).statusCode).toBe(201);
});
afterAll(() => t.close());

function upload(zip: Buffer) {
  const form = multipartFile('video_file', 'package.zip', zip);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/app-type-video',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(admin) },
  });
}
/** Every file and folder in the data directory, to compare before and after an attack. */
const tree = () => readdirSync(t.dataDir, { recursive: true }).map(String).sort();
/** Where an escaping entry would land. */
const targets = () =>
  [os.tmpdir(), t.dataDir, path.join(t.dataDir, 'uploads'), path.join(t.dataDir, 'uploads', 'videos')].map((dir) =>
    path.join(dir, `${tag}.webm`),
  );

const hostile: [string, TestEntry[]][] = [
  ['an absolute path', [{ name: path.join(os.tmpdir(), `${tag}.webm`), data: webm }]],
  ['a Windows drive path', [{ name: `C:\\${tag}.webm`, data: webm }]],
  ['a UNC path', [{ name: `\\\\server\\share\\${tag}.webm`, data: webm }]],
  ['".." climbing out', [{ name: `../../${tag}.webm`, data: webm }]],
  ['".." after a folder', [{ name: `videos/../../../${tag}.webm`, data: webm }]],
  ['a backslash climb', [{ name: `videos\\..\\..\\${tag}.webm`, data: webm }]],
  [
    'a symlink to a folder, then a file through it',
    [
      { name: 'out', data: Buffer.from(os.tmpdir()), mode: 0o120777 },
      { name: `out/${tag}.webm`, data: webm },
    ],
  ],
  ['a symlink to a file', [{ name: 'passwd.webm', data: Buffer.from('/etc/passwd'), mode: 0o120777 }]],
  [
    'a hostile entry after a good one',
    [
      { name: 'Fine.webm', data: webm },
      { name: `../${tag}.webm`, data: webm },
    ],
  ],
];

describe('zip slip on POST /api/admin/app-type-video', () => {
  it.each(hostile)(
    '%s is 400 INVALID_ZIP, writes nothing anywhere and keeps the current package',
    async (_label, entries) => {
      const current = (
        await t.app.inject({ method: 'GET', url: '/api/admin/app-type-video', headers: bearer(admin) })
      ).json().data.items;
      const before = tree();
      const res = await upload(buildZip(entries));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'INVALID_ZIP' });
      for (const target of targets()) expect(existsSync(target), target).toBe(false);
      expect(tree()).toEqual(before);
      const after = (
        await t.app.inject({ method: 'GET', url: '/api/admin/app-type-video', headers: bearer(admin) })
      ).json().data.items;
      expect(after).toEqual(current);
      expect((await t.app.inject({ method: 'GET', url: current[0].link })).statusCode).toBe(200);
    },
  );
});
