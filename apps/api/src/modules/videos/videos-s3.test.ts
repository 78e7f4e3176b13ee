import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { FakeS3 } from '../../../test/fake-s3.js';
import { bearer, createAdmin } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { buildZip } from '../../../test/zip.js';

const webm = readFileSync(new URL('../../../test/fixtures/calm-sample.webm', import.meta.url));
let t: TestContext;
let bucket: FakeS3;
let admin: string;

beforeAll(async () => {
  bucket = await new FakeS3().start();
  t = await buildTestApp({ env: bucket.env() });
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(async () => {
  await t.close();
  await bucket.stop();
});

const upload = async (entries: { name: string; data: Buffer }[]) => {
  const form = multipartFile('video_file', 'package.zip', buildZip(entries));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/app-type-video',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(admin) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.items as { name: string; link: string }[];
};
const keysUnder = (prefix: string) => [...bucket.objects.keys()].filter((k) => k.startsWith(prefix));

describe('the video package on S3 storage', () => {
  it('publishes the videos in the bucket, serves them with ranges, and replaces the package', async () => {
    const first = await upload([
      { name: 'Welcome.webm', data: webm },
      { name: 'notes.txt', data: Buffer.from('not a video') },
    ]);
    expect(first.map((i) => i.name)).toEqual(['Welcome.webm']);
    // Only the published video is left: the skipped file and the staging name are gone.
    expect(keysUnder('videos/')).toEqual([first[0]!.link.replace(/^\/files\//, '')]);

    const part = await t.app.inject({ method: 'GET', url: first[0]!.link, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.rawPayload.equals(webm.subarray(0, 100))).toBe(true);

    const second = await upload([{ name: 'Again.webm', data: webm }]);
    expect(keysUnder('videos/')).toEqual([second[0]!.link.replace(/^\/files\//, '')]);
    expect((await t.app.inject({ method: 'GET', url: first[0]!.link })).statusCode).toBe(404);
  });
});
