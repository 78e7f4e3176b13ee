import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSteps, stepMedia, users, videoPackages, videos } from '../../src/db/schema.js';
import { buildZip } from '../zip.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../factories.js';
import { jpegWithExif, PNG_1PX } from '../images.js';
import { RawRequest } from './raw-http.js';
import { filesUnder, largeMp4, multipartBody, until, watchHandler } from './upload-support.js';

/**
 * A client drops the connection halfway through an upload. Whatever the server had written
 * must go again (no file, no `.part` file, no row pointing at a file), and it keeps serving.
 */
let t: TestContext;
let base: string;
let admin: CreatedPatient;
let patient: CreatedPatient;
const uploads = () => filesUnder(path.join(t.dataDir, 'uploads'));
const temporary = () => filesUnder(path.join(t.dataDir, 'tmp'));

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  admin = await createAdmin(t.database, t.config.jwtSecret);
  patient = await createPatient(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

/**
 * Sends the head and half of the body, waits until the route's handler is at work on it (and,
 * when given, until its partial file is on disk), drops the connection, and waits for the
 * handler to finish.
 */
async function abortHalfway(
  route: string,
  method: 'POST' | 'PUT',
  token: string,
  form: FormData,
  writing?: () => boolean,
) {
  const { bytes, contentType } = await multipartBody(form);
  const handler = watchHandler(method, route);
  const request = await RawRequest.open(
    base,
    method,
    route,
    { ...bearer(token), 'content-type': contentType },
    bytes.length,
  );
  await request.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
  await handler.started;
  if (writing) await until('the upload is being written to disk', writing);
  request.destroy();
  await handler.settled;
}

const send = (route: string, method: string, token: string, body: FormData) =>
  fetch(`${base}${route}`, { method, headers: bearer(token), body });

describe('an upload cut off halfway', () => {
  it('avatar: no file is kept and the profile still has no avatar', async () => {
    const before = uploads();
    const form = new FormData();
    form.append('first_name', 'Robin');
    form.append('last_name', 'Hale');
    form.append(
      'avatar',
      new Blob([new Uint8Array(Buffer.concat([jpegWithExif(), Buffer.alloc(1_500_000, 1)]))]),
      'me.jpg',
    );
    await abortHalfway('/api/auth/profile', 'PUT', patient.token, form);

    expect(uploads()).toEqual(before);
    const [row] = await t.database.db
      .select({ avatarKey: users.avatarKey, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, patient.id));
    expect(row!.avatarKey).toBeNull();

    const whole = new FormData();
    whole.append('first_name', 'Robin');
    whole.append('last_name', 'Hale');
    whole.append('avatar', new Blob([new Uint8Array(PNG_1PX)]), 'me.png');
    const res = await send('/api/auth/profile', 'PUT', patient.token, whole);
    expect(res.status).toBe(200);
    expect(uploads().filter((f) => !before.includes(f))).toEqual([expect.stringMatching(/^avatars\/[\w-]+\.png$/)]);
  });

  it('step with media: no file, no .part file, no step and no media row', async () => {
    const rows = async () => ({
      steps: (await t.database.db.select({ n: count() }).from(sessionSteps))[0]!.n,
      media: (await t.database.db.select({ n: count() }).from(stepMedia))[0]!.n,
    });
    const before = { files: uploads(), rows: await rows() };
    const form = new FormData();
    form.append('title', 'Listen');
    form.append('text_content', 'Play the recording.');
    form.append('type', 'text');
    form.append('video', new Blob([new Uint8Array(largeMp4(600_000))]), 'long.mp4');
    // The video is streamed to a `.part` file as it arrives: proof the cut lands mid-write.
    await abortHalfway('/api/admin/session-step', 'POST', admin.token, form, () =>
      uploads().some((f) => f.endsWith('.part')),
    );

    expect(uploads()).toEqual(before.files);
    expect(await rows()).toEqual(before.rows);

    form.set('video', new Blob([new Uint8Array(largeMp4(1000))]), 'short.mp4');
    expect((await send('/api/admin/session-step', 'POST', admin.token, form)).status).toBe(201);
    expect(await rows()).toEqual({ steps: before.rows.steps + 1, media: before.rows.media + 1 });
  });

  it('video package: no temporary zip, no extracted file, no package row', async () => {
    const rows = async () => ({
      packages: (await t.database.db.select({ n: count() }).from(videoPackages))[0]!.n,
      videos: (await t.database.db.select({ n: count() }).from(videos))[0]!.n,
    });
    const before = { files: uploads(), rows: await rows() };
    const webm = readFileSync(new URL('../fixtures/calm-sample.webm', import.meta.url));
    const zip = (extra: number) =>
      buildZip([
        { name: 'calm.webm', data: webm },
        { name: 'notes.bin', data: Buffer.alloc(extra, 3) },
      ]);
    const form = new FormData();
    form.append('video_file', new Blob([new Uint8Array(zip(600_000))]), 'package.zip');
    // The package is received into DATA_DIR/tmp first: proof the cut lands mid-write.
    await abortHalfway('/api/admin/app-type-video', 'POST', admin.token, form, () => temporary().length > 0);

    expect(temporary()).toEqual([]);
    expect(uploads()).toEqual(before.files);
    expect(await rows()).toEqual(before.rows);

    form.set('video_file', new Blob([new Uint8Array(zip(10))]), 'package.zip');
    expect((await send('/api/admin/app-type-video', 'POST', admin.token, form)).status).toBe(201);
    expect(await rows()).toEqual({ packages: 1, videos: 1 });
  });
});
