import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { truncate } from '../../../test/database.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { auditLog } from '../../db/schema.js';
import { basicStep, listAll, postStep, storedStepFiles, withImage } from '../../../test/admin-steps.js';

let t: TestContext;
let admin: { id: string; token: string; email: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());
beforeEach(() => truncate(t.database, ['session_steps']));

describe('admin session steps: access', () => {
  it('needs an admin token: none is 401, a patient token is 403', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/session-step' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/session-step', headers: bearer(patient.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'FORBIDDEN' });
    expect((await postStep(t, patient.token, basicStep())).statusCode).toBe(403);
  });
});

describe('POST /api/admin/session-step', () => {
  it('creates a step with an image and a slider, appended last, and serves the image', async () => {
    await postStep(t, admin.token, basicStep({ title: 'First' }));
    const res = await postStep(t, admin.token, {
      title: 'How strong is it?',
      description: 'Rate it',
      text_content: 'Notice the feeling.',
      type: ['text', 'slider', 'image'],
      slider_title: 'Intensity',
      slider_config: JSON.stringify({ min: 1, max: 7 }),
      radio_options: ['ignored without radio'],
      files: [withImage('calm sea.png')],
    });
    expect(res.statusCode).toBe(201);
    const step = res.json().data;
    expect(step).toMatchObject({
      title: 'How strong is it?',
      description: 'Rate it',
      text_content: 'Notice the feeling.',
      type: ['text', 'slider', 'image'],
      options: { slider_title: 'Intensity', slider_config: { min: 1, max: 7 }, radio_options: [] },
      media: { video: null, audio: null },
      order: 2,
    });
    expect(step.media.image).toHaveLength(1);
    expect(step.media.image[0].name).toBe('calm sea.png');
    const file = await t.app.inject({ method: 'GET', url: step.media.image[0].file.replace(/^https?:\/\/[^/]+/, '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'step.create'), eq(auditLog.targetId, step.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorAdminId: admin.id, actorEmail: admin.email });
  });

  it('accepts list fields as one JSON array string, and radio options with a radio step', async () => {
    const res = await postStep(
      t,
      admin.token,
      basicStep({ type: '["text","radio"]', radio_title: 'Choose', radio_options: '["Yes","No"]' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      type: ['text', 'radio'],
      options: { radio_title: 'Choose', radio_options: ['Yes', 'No'] },
    });
  });

  it('stores a radio step without its blank option rows, and keeps its radio title', async () => {
    const res = await postStep(
      t,
      admin.token,
      basicStep({ type: ['radio'], radio_title: 'How is it now?', radio_options: ['Lighter', '  ', '', 'The same'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.options).toMatchObject({
      radio_title: 'How is it now?',
      radio_options: ['Lighter', 'The same'],
    });
  });

  it('refuses a radio step without options sent as JSON too, with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session-step',
      headers: bearer(admin.token),
      payload: { title: 'Pick', text_content: 'Choose', type: ['radio'], radio_title: 'Which?', radio_options: [' '] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [
        { field: 'radio_options', code: 'required', message: 'Add at least one option for the radio question' },
      ],
    });
    expect(await listAll(t, admin.token)).toHaveLength(0);
  });

  it('defaults the slider to 0..10 when no configuration is sent', async () => {
    const res = await postStep(t, admin.token, basicStep({ type: ['slider'] }));
    expect(res.json().data.options.slider_config).toEqual({ min: 0, max: 10 });
  });

  it.each([
    ['no title', { title: '' }, 'title'],
    ['no text content', { text_content: '  ' }, 'text_content'],
    ['no type', { type: [] }, 'type'],
    ['an unknown type', { type: ['text', 'checkbox'] }, 'type'],
    ['a slider config that is not JSON', { type: ['slider'], slider_config: '{min:1' }, 'slider_config'],
    ['a slider minimum above the maximum', { type: ['slider'], slider_config: '{"min":9,"max":2}' }, 'slider_config'],
    [
      'a slider minimum equal to the maximum',
      { type: ['slider'], slider_config: '{"min":5,"max":5}' },
      'slider_config',
    ],
    [
      'a slider bound that is not a whole number',
      { type: ['slider'], slider_config: '{"min":1.5,"max":5}' },
      'slider_config',
    ],
    [
      'a slider bound that is not a number',
      { type: ['slider'], slider_config: '{"min":true,"max":5}' },
      'slider_config',
    ],
    ['a radio step with no options', { type: ['radio'], radio_title: 'Pick one' }, 'radio_options'],
    [
      'a radio step with only blank option rows',
      { type: ['text', 'radio'], radio_options: ['', '   '] },
      'radio_options',
    ],
    [
      'a radio step with only blank options in a JSON list',
      { type: ['radio'], radio_options: '["", " "]' },
      'radio_options',
    ],
  ])('refuses %s with 400 naming the field, and keeps no uploaded file', async (_label, override, field) => {
    const before = storedStepFiles(t).length;
    const res = await postStep(t, admin.token, { ...basicStep(override), files: [withImage()] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(storedStepFiles(t).length).toBe(before);
    expect(await listAll(t, admin.token)).toHaveLength(0);
  });

  it('refuses files whose bytes are not the media asked for with 415, whatever their name', async () => {
    const before = storedStepFiles(t).length;
    const fake = { field: 'images', bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.png' };
    const res = await postStep(t, admin.token, { ...basicStep(), files: [withImage(), fake] });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    const imageAsVideo = await postStep(t, admin.token, {
      ...basicStep(),
      files: [{ ...withImage(), field: 'video' }],
    });
    expect(imageAsVideo.statusCode).toBe(415);
    expect(storedStepFiles(t).length).toBe(before);
  });

  it('refuses an image over the size cap with 413 and keeps nothing of it', async () => {
    const small = await buildTestApp({ config: { limits: { ...t.config.limits, stepImageBytes: 1024 } } });
    try {
      const a = await createAdmin(small.database, small.config.jwtSecret);
      const big = { field: 'images', bytes: Buffer.concat([withImage().bytes, Buffer.alloc(4096)]), name: 'big.png' };
      const res = await postStep(small, a.token, { ...basicStep(), files: [big] });
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
      expect(storedStepFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('refuses a second video and a body that is neither multipart nor JSON', async () => {
    const video = {
      field: 'video',
      bytes: (await import('../../../test/media-fixtures.js')).mp4Bytes(),
      name: 'a.mp4',
    };
    expect((await postStep(t, admin.token, { ...basicStep(), files: [video, video] })).statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session-step',
      headers: { ...bearer(admin.token), 'content-type': 'text/plain' },
      payload: 'title=x',
    });
    expect(text.statusCode).toBe(415);
  });

  it('also takes a step without files as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session-step',
      headers: bearer(admin.token),
      payload: { title: 'As JSON', text_content: 'Body', type: ['text', 'slider'], slider_config: { min: 2, max: 4 } },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'As JSON',
      type: ['text', 'slider'],
      options: { slider_config: { min: 2, max: 4 } },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session-step',
      headers: bearer(admin.token),
      payload: { title: 'x', text_content: 'y', type: [] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/session-step', () => {
  it('pages in order, both directions, ignores _t, and gives empty items past the end', async () => {
    for (const title of ['A', 'B', 'C']) await postStep(t, admin.token, basicStep({ title }));
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/session-step?page=2&limit=2&_t=${Date.now()}`,
      headers: bearer(admin.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ current_page: 2, total_pages: 2, total_items: 3, limit: 2 });
    expect(page.json().data.items.map((s: { title: string }) => s.title)).toEqual(['C']);
    const desc = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session-step?sort_order=desc',
      headers: bearer(admin.token),
    });
    expect(desc.json().data.items.map((s: { title: string }) => s.title)).toEqual(['C', 'B', 'A']);
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session-step?page=9',
      headers: bearer(admin.token),
    });
    expect(past.json().data.items).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session-step?sort_order=sideways',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 304 to a client that holds the current page, and the page once a step changed', async () => {
    const list = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/admin/session-step?limit=50',
        headers: { ...bearer(admin.token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etag = (await list()).headers.etag as string;
    expect((await list(etag)).statusCode).toBe(304);
    await postStep(t, admin.token, basicStep({ title: 'D' }));
    const changed = await list(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items.map((s: { title: string }) => s.title)).toContain('D');
  });

  it('gets one step; an unknown id of any form is 404', async () => {
    const created = (await postStep(t, admin.token, basicStep())).json().data;
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/session-step/${created.id}`,
      headers: bearer(admin.token),
    });
    expect(one.json().data).toEqual(created);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '42', 'x'.repeat(101), 'a'.repeat(5000)]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/session-step/${id}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
  });
});
