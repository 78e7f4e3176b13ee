import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { truncate } from '../../../test/database.js';
import { sessionSteps, stepMedia } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  await truncate(t.database, ['session_steps']);
  const [second, first] = await t.database.db
    .insert(sessionSteps)
    .values([
      {
        key: 'feel_now',
        title: 'Feel Now',
        textContent: 'How is it now?',
        types: ['slider'],
        sliderTitle: 'Intensity',
        position: 2,
      },
      {
        key: 'sensation_state',
        title: 'Sensation State',
        textContent: 'Notice it.',
        types: ['radio', 'text'],
        radioTitle: 'How is it?',
        radioOptions: ["It's gone", "It hasn't changed"],
        position: 1,
      },
    ])
    .returning();
  await t.database.db.insert(stepMedia).values([
    {
      stepId: first!.id,
      kind: 'image',
      storageKey: 'steps/a.png',
      originalName: 'calm.png',
      contentType: 'image/png',
      sizeBytes: 10,
      position: 1,
    },
    {
      stepId: first!.id,
      kind: 'audio',
      storageKey: 'steps/b.mp3',
      originalName: 'guide.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: 10,
      position: 0,
    },
  ]);
  void second;
});
afterAll(() => t.close());

describe('GET /api/session-steps', () => {
  it('lists the steps in order with options and media as URLs the server serves', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    const steps = res.json().data;
    expect(steps.map((s: { title: string }) => s.title)).toEqual(['Sensation State', 'Feel Now']);
    expect(steps[0]).toMatchObject({
      type: ['radio', 'text'],
      options: {
        radio_title: 'How is it?',
        radio_options: ["It's gone", "It hasn't changed"],
        slider_config: { min: 0, max: 10 },
      },
      media: {
        image: [{ file: '/files/steps/a.png', name: 'calm.png' }],
        video: null,
        audio: { file: '/files/steps/b.mp3', name: 'guide.mp3' },
      },
      order: 1,
    });
  });

  it('sends the steps compressed to a client that accepts it, and plain to one that does not', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/session-steps',
        headers: { ...bearer(p.token), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('answers 304 to a client that holds the current steps, and the steps once they changed', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const get = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/session-steps',
        headers: { ...bearer(p.token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etag = (await get()).headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await get(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get(`"other", ${etag}`)).statusCode).toBe(304);
    await t.database.db
      .update(sessionSteps)
      .set({ description: 'Changed by an admin.' })
      .where(eq(sessionSteps.title, 'Feel Now'));
    const changed = await get(etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await t.database.db.update(sessionSteps).set({ description: '' }).where(eq(sessionSteps.title, 'Feel Now'));
  });

  it('names the language in the ETag, so steps with no translation are not taken for another language', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const get = (lang: string, etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/session-steps?lang=${lang}`,
        headers: { ...bearer(p.token), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const [en, es] = [await get('en'), await get('es')];
    // These steps have no translation: the same texts in every language, under different tags.
    expect(es.body).toBe(en.body);
    expect(es.headers['content-language']).toBe('es');
    expect(es.headers.etag).not.toBe(en.headers.etag);
    expect((await get('de', es.headers.etag as string)).statusCode).toBe(200);
    expect((await get('es', es.headers.etag as string)).statusCode).toBe(304);
  });

  it('needs a patient token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session-steps' })).statusCode).toBe(401);
  });

  it('shows every change an admin makes to the steps at once', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const admin = bearer((await createAdmin(t.database, t.config.jwtSecret)).token);
    const titles = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(p.token) }))
        .json()
        .data.map((s: { title: string }) => s.title);
    const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const res = await t.app.inject({ method, url, headers: admin, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().data;
    };
    expect(await titles()).toEqual(['Sensation State', 'Feel Now']);

    const created = await write('POST', '/api/admin/session-step', {
      title: 'Message',
      text_content: 'A kind word.',
      type: ['text'],
    });
    expect(await titles()).toEqual(['Sensation State', 'Feel Now', 'Message']);
    await write('PUT', '/api/admin/session-step/reorder', { step_id: created.id, new_position: 1 });
    expect(await titles()).toEqual(['Message', 'Sensation State', 'Feel Now']);
    await write('PUT', `/api/admin/session-step/${created.id}`, {
      title: 'A Message',
      text_content: 'A kind word.',
      type: ['text'],
    });
    expect(await titles()).toEqual(['A Message', 'Sensation State', 'Feel Now']);
    await write('DELETE', `/api/admin/session-step/${created.id}`);
    expect(await titles()).toEqual(['Sensation State', 'Feel Now']);
  });
});
