import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { truncate } from '../../../test/database.js';
import { bearer, createAdmin } from '../../../test/factories.js';
import { gifBytes, mp3Bytes, mp4Bytes } from '../../../test/media-fixtures.js';
import { auditLog } from '../../db/schema.js';
import { basicStep, listAll, postStep, putStep, withImage } from '../../../test/admin-steps.js';

let t: TestContext;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());
beforeEach(() => truncate(t.database, ['session_steps']));

const onDisk = (url: string) =>
  existsSync(path.join(t.dataDir, 'uploads', new URL(url, 'http://x').pathname.replace(/^\/files\//, '')));

async function stepWithMedia() {
  const res = await postStep(t, admin.token, {
    ...basicStep({ type: ['text', 'image'] }),
    files: [
      withImage('one.png'),
      { field: 'images', bytes: gifBytes(), name: 'two.gif' },
      { field: 'video', bytes: mp4Bytes(), name: 'clip.mp4' },
      { field: 'audio', bytes: mp3Bytes(), name: 'voice.mp3' },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('PUT /api/admin/session-step/:id', () => {
  it('keeps the media named by URL, drops the rest from the step (their files stay for the version before), adds new files', async () => {
    const step = await stepWithMedia();
    const [one, two] = step.media.image;
    const res = await putStep(t, admin.token, step.id, {
      title: 'Breathe again',
      text_content: 'Slower now.',
      type: ['text', 'radio'],
      radio_title: 'Better?',
      radio_options: ['Yes', 'No'],
      existing_images: [`http://clearwell.test${two.file}?v=1`],
      existing_video: step.media.video.file,
      files: [{ field: 'images', bytes: withImage().bytes, name: 'three.png' }],
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      title: 'Breathe again',
      text_content: 'Slower now.',
      type: ['text', 'radio'],
      options: { radio_options: ['Yes', 'No'] },
      order: step.order,
    });
    expect(updated.media.image.map((m: { name: string }) => m.name)).toEqual(['two.gif', 'three.png']);
    expect(updated.media.video).toEqual(step.media.video);
    expect(updated.media.audio).toBeNull();
    // Dropped from the step, kept in storage: the version before still lists them.
    expect(onDisk(one.file)).toBe(true);
    expect(onDisk(step.media.audio.file)).toBe(true);
    expect(onDisk(two.file)).toBe(true);
    expect(onDisk(step.media.video.file)).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'step.update'), eq(auditLog.targetId, step.id)));
    expect(audit?.details).toMatchObject({ files_removed: 2, files_added: 1 });
  });

  it('a new video replaces the one named in existing_video', async () => {
    const step = await stepWithMedia();
    const res = await putStep(t, admin.token, step.id, {
      ...basicStep(),
      existing_images: JSON.stringify(step.media.image.map((m: { file: string }) => m.file)) as unknown as string[],
      existing_video: step.media.video.file,
      existing_audio: step.media.audio.file,
      files: [{ field: 'video', bytes: mp4Bytes(), name: 'new.mp4' }],
    });
    const updated = res.json().data;
    expect(updated.media.image).toHaveLength(2);
    expect(updated.media.video.name).toBe('new.mp4');
    expect(updated.media.audio).toEqual(step.media.audio);
    expect(onDisk(step.media.video.file)).toBe(true);
  });

  it('an invalid update changes nothing and leaves no new file behind', async () => {
    const step = await stepWithMedia();
    const res = await putStep(t, admin.token, step.id, {
      title: '',
      text_content: 'x',
      type: ['text'],
      files: [withImage('new.png')],
    });
    expect(res.statusCode).toBe(400);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/session-step/${step.id}`,
      headers: bearer(admin.token),
    });
    expect(again.json().data).toEqual(step);
    for (const m of step.media.image) expect(onDisk(m.file)).toBe(true);
  });

  it.each([
    [
      'radio options that are all blank',
      { type: ['text', 'radio'], radio_title: 'Better?', radio_options: ['', ' '] },
      'radio_options',
    ],
    ['a radio type without any option', { type: ['radio'], radio_title: 'Better?' }, 'radio_options'],
    [
      'a slider whose minimum is not below its maximum',
      { type: ['slider'], slider_config: '{"min":10,"max":0}' },
      'slider_config',
    ],
    [
      'a slider bound that is not a whole number',
      { type: ['slider'], slider_config: '{"min":0,"max":"7.5"}' },
      'slider_config',
    ],
  ])('refuses an update with %s (400 on the field) and keeps the step as it was', async (_label, change, field) => {
    const created = await postStep(
      t,
      admin.token,
      basicStep({ type: ['radio'], radio_title: 'Better?', radio_options: ['Yes', 'No'] }),
    );
    const step = created.json().data;
    const res = await putStep(t, admin.token, step.id, basicStep(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/session-step/${step.id}`,
      headers: bearer(admin.token),
    });
    expect(again.json().data).toEqual(step);
  });

  it('an update drops blank option rows and keeps the radio title', async () => {
    const step = (await postStep(t, admin.token, basicStep())).json().data;
    const res = await putStep(
      t,
      admin.token,
      step.id,
      basicStep({ type: ['text', 'radio'], radio_title: 'Which fits?', radio_options: [' Calm ', '', 'Tense', '  '] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: ['text', 'radio'],
      options: { radio_title: 'Which fits?', radio_options: ['Calm', 'Tense'] },
    });
  });

  it('an unknown id is 404', async () => {
    const res = await putStep(t, admin.token, '00000000-0000-4000-8000-000000000000', basicStep());
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/session-step/:id', () => {
  it('deletes the step and closes the gap; its files stay for the version before', async () => {
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C'])
      ids.push((await postStep(t, admin.token, basicStep({ title }))).json().data.id);
    const media = await stepWithMedia();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-step/${ids[1]}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/session-step/${media.id}`, headers: bearer(admin.token) });
    expect(onDisk(media.media.image[0].file)).toBe(true);
    expect((await listAll(t, admin.token)).map((s) => [s.title, s.order])).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-step/${ids[1]}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/session-step/reorder', () => {
  async function fiveSteps() {
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C', 'D', 'E'])
      ids.push((await postStep(t, admin.token, basicStep({ title }))).json().data.id);
    return ids;
  }
  const reorder = (step_id: string, new_position: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/session-step/reorder',
      headers: bearer(admin.token),
      payload: { step_id, new_position },
    });
  const titles = async () => (await listAll(t, admin.token)).map((s) => s.title).join('');
  const positions = async () => (await listAll(t, admin.token)).map((s) => s.order);

  it('moves a step to a 1-based position and keeps positions 1..n', async () => {
    const ids = await fiveSteps();
    const res = await reorder(ids[4]!, 2);
    expect(res.statusCode).toBe(200);
    expect(await titles()).toBe('AEBCD');
    await reorder(ids[0]!, 4);
    expect(await titles()).toBe('EBCAD');
    expect(await positions()).toEqual([1, 2, 3, 4, 5]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'step.reorder'))).not.toHaveLength(0);
  });

  it('clamps positions outside 1..n', async () => {
    const ids = await fiveSteps();
    await reorder(ids[2]!, 0);
    expect(await titles()).toBe('CABDE');
    await reorder(ids[2]!, 99);
    expect(await titles()).toBe('ABDEC');
  });

  it('refuses a bad body with 400 and an unknown step with 404', async () => {
    await fiveSteps();
    expect((await reorder('', 1)).statusCode).toBe(400);
    expect((await reorder('00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    expect((await reorder('x', 'first')).statusCode).toBe(400);
    expect((await reorder('x'.repeat(101), 1)).statusCode).toBe(404);
  });

  it.each([null, '', true, [3], '3', 2.5])('refuses new_position %j with 400 and moves nothing', async (position) => {
    const ids = await fiveSteps();
    const res = await reorder(ids[4]!, position);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('new_position');
    expect(await titles()).toBe('ABCDE');
  });

  it('two reorders at once never leave duplicate or missing positions', async () => {
    const ids = await fiveSteps();
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all([
        reorder(ids[round]!, 5 - round),
        reorder(ids[4 - round]!, round + 1),
        reorder(ids[2]!, 1),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(await positions()).toEqual([1, 2, 3, 4, 5]);
      expect(new Set((await listAll(t, admin.token)).map((s) => s.id)).size).toBe(5);
    }
  });
});
