import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { auditLog, checkIns, contentVersions, problemResponses, problems } from '../../db/schema.js';
import { basicStep, listAll, postStep, putStep, withImage } from '../../../test/admin-steps.js';

let t: TestContext;
let admin: CreatedPatient;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret, { name: 'Dana Editor' });
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const restore = (id: string, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/content-versions/${id}/restore`, headers: bearer(token) });
const versions = async (limit = 100) =>
  (await get(`/api/admin/content-versions?limit=${limit}`)).json().data.items as {
    id: string;
    number: number;
    summary: string;
    created_by: { id: string | null; name: string };
  }[];
const latest = async () => (await versions(1))[0]!;
const detail = async (id: string) => (await get(`/api/admin/content-versions/${id}`)).json().data;
const served = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') });

describe('content versions: history', () => {
  it('starts with the seeded content as version 1, equal to the live steps', async () => {
    const all = await versions();
    const first = all.find((v) => v.number === 1)!;
    expect(first).toMatchObject({ summary: 'Initial content', created_by: { id: null } });
    const one = await detail(first.id);
    expect(one.changes).toEqual([]);
    expect(one.steps.map((s: { title: string }) => s.title)).toEqual(
      expect.arrayContaining(['Choose Experience', 'Sensation State', 'Feel Now', 'Process Again']),
    );
  });

  it('makes one version per create, update, reorder and delete, newest first, with who and a summary', async () => {
    const before = (await latest()).number;
    const created = (await postStep(t, admin.token, basicStep({ title: 'Rest a moment' }))).json().data;
    await putStep(
      t,
      admin.token,
      created.id,
      basicStep({ title: 'Rest a while', text_content: 'Let the breath settle.' }),
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/session-step/reorder',
      headers: bearer(admin.token),
      payload: { step_id: created.id, new_position: 1 },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-step/${created.id}`,
      headers: bearer(admin.token),
    });

    const page = (await get('/api/admin/content-versions?limit=4')).json().data;
    expect(page).toMatchObject({ current_page: 1, limit: 4, total_items: before + 4 });
    expect(page.items.map((v: { number: number; summary: string }) => [v.number, v.summary])).toEqual([
      [before + 4, "Deleted step 'Rest a while'"],
      [before + 3, "Moved step 'Rest a while' to position 1"],
      [before + 2, "Updated step 'Rest a while'"],
      [before + 1, "Created step 'Rest a moment'"],
    ]);
    expect(page.items[0].created_by).toEqual({ id: admin.id, name: 'Dana Editor' });
    expect(new Date(page.items[0].created_at).getTime()).not.toBeNaN();

    const updated = await detail(page.items[2].id);
    expect(updated.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          step_id: created.id,
          kind: 'edited',
          field: 'title',
          before: 'Rest a moment',
          after: 'Rest a while',
        }),
        expect.objectContaining({ kind: 'edited', field: 'text_content', after: 'Let the breath settle.' }),
      ]),
    );
    expect((await detail(page.items[1].id)).changes).toEqual([
      expect.objectContaining({ kind: 'moved', field: 'order', after: '1', text: expect.stringContaining('to 1') }),
    ]);
    expect((await detail(page.items[0].id)).changes).toEqual([
      expect.objectContaining({ kind: 'removed', step_title: 'Rest a while' }),
    ]);
    expect((await get('/api/admin/content-versions?page=999')).json().data.items).toEqual([]);
  });

  it('numbers versions in commit order when two admins save at once, the second holding both edits', async () => {
    const before = (await latest()).number;
    const [x, y] = [
      (await postStep(t, admin.token, basicStep({ title: 'Left' }))).json().data,
      (await postStep(t, admin.token, basicStep({ title: 'Right' }))).json().data,
    ];
    const saved = await Promise.all([
      putStep(t, admin.token, x.id, basicStep({ title: 'Left, edited' })),
      putStep(t, admin.token, y.id, basicStep({ title: 'Right, edited' })),
    ]);
    expect(saved.map((r) => r.statusCode)).toEqual([200, 200]);
    const [newest, previous] = await versions(2);
    expect([newest!.number, previous!.number]).toEqual([before + 4, before + 3]);
    const titles = (await detail(newest!.id)).steps.map((s: { title: string }) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Left, edited', 'Right, edited']));
    for (const id of [x.id, y.id])
      await t.app.inject({ method: 'DELETE', url: `/api/admin/session-step/${id}`, headers: bearer(admin.token) });
  });

  it('records on each stored session the version live when it was stored', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const steps = await listAll(t, admin.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/problem',
      headers: bearer(patient.token),
      payload: { responses: [{ session_step_id: steps[0]!.id, response: 'Emotional issue' }] },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ version: problems.contentVersionId })
      .from(problems)
      .where(eq(problems.id, res.json().data.id));
    expect(row!.version).toBe((await latest()).id);
  });
});

describe('POST /api/admin/content-versions/:id/restore', () => {
  it('makes a new version equal to the restored one, live at once, and records it in the audit log', async () => {
    const target = await latest();
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const warm = await get('/api/session-steps', patient.token);
    const created = (await postStep(t, admin.token, basicStep({ title: 'Only for a moment' }))).json().data;
    expect((await get('/api/session-steps', patient.token)).json().data).toHaveLength(warm.json().data.length + 1);

    const res = await restore(target.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      number: target.number + 2,
      summary: `Restored version ${target.number}`,
      created_by: { id: admin.id },
    });
    // A version's steps are the patients' steps in English, with their translations beside them;
    // the patients' steps name the version they belong to, the restored one now live.
    const served = (await get('/api/session-steps?lang=en', patient.token)).json().data as {
      content_version_id: string;
    }[];
    expect(served.every((s) => s.content_version_id === res.json().data.id)).toBe(true);
    expect(served.map(({ content_version_id: _, ...step }) => step)).toEqual(
      (await detail(target.id)).steps.map(({ translations: _, ...step }: { translations: unknown }) => step),
    );
    expect((await detail(res.json().data.id)).changes).toEqual([
      expect.objectContaining({ step_id: created.id, kind: 'removed' }),
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content_version.restore'), eq(auditLog.targetId, res.json().data.id)));
    expect(audit[0]?.details).toEqual({ restored: target.number, number: target.number + 2 });
  });

  it('keeps a file while a version uses it, so a restored step shows its image again', async () => {
    const created = (
      await postStep(t, admin.token, {
        ...basicStep({ title: 'See the lake', type: ['text', 'image'] }),
        files: [withImage('lake.png')],
      })
    ).json().data;
    const withPicture = await latest();
    const url = created.media.image[0].file;
    const edited = (
      await putStep(t, admin.token, created.id, basicStep({ title: 'See the lake', type: ['text', 'image'] }))
    ).json().data;
    expect(edited.media.image).toEqual([]);
    expect((await served(url)).statusCode).toBe(200);
    const changes = (await detail((await latest()).id)).changes;
    expect(changes).toEqual([expect.objectContaining({ field: 'images', before: 'lake.png', after: '' })]);

    expect((await restore(withPicture.id)).statusCode).toBe(201);
    const back = (await listAll(t, admin.token)).find((s) => s.id === created.id) as unknown as {
      media: { image: { file: string; name: string }[] };
    };
    expect(back.media.image).toEqual([{ file: url, name: 'lake.png' }]);
    const file = await served(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-step/${created.id}`,
      headers: bearer(admin.token),
    });
    expect((await served(url)).statusCode).toBe(200);
  });

  it('keeps keys and translations: a restore brings back what a version said in every language', async () => {
    const spanish = { es: { title: 'Respira hondo', text_content: 'Tres respiraciones lentas.' } };
    const created = (
      await postStep(t, admin.token, basicStep({ title: 'Breathe Deeply', translations: JSON.stringify(spanish) }))
    ).json().data;
    expect(created).toMatchObject({ key: 'breathe_deeply', translations: spanish });
    const translated = await latest();
    const kept = (await detail(translated.id)).steps.find((s: { id: string }) => s.id === created.id);
    expect(kept).toMatchObject({ key: 'breathe_deeply', translations: spanish });

    const german = { de: { title: 'Tief atmen' } };
    const retitled = await putStep(
      t,
      admin.token,
      created.id,
      basicStep({ title: 'Breathe In', translations: JSON.stringify(german) }),
    );
    expect(retitled.json().data).toMatchObject({ key: 'breathe_deeply', title: 'Breathe In', translations: german });
    const last = await latest();
    expect((await detail(last.id)).changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'translations.es',
          before: expect.stringContaining('Respira hondo'),
          after: '',
        }),
        expect.objectContaining({ field: 'translations.de', after: 'title: Tief atmen' }),
      ]),
    );

    expect((await restore(translated.id)).statusCode).toBe(201);
    const back = (await get(`/api/admin/session-step/${created.id}`)).json().data;
    expect(back).toMatchObject({ key: 'breathe_deeply', title: 'Breathe Deeply', translations: spanish });
    const patient = await createPatient(t.database, t.config.jwtSecret, { language: 'es' });
    const served = (await get('/api/session-steps', patient.token))
      .json()
      .data.find((s: { id: string }) => s.id === created.id);
    expect(served).toMatchObject({
      key: 'breathe_deeply',
      title: 'Respira hondo',
      text_content: 'Tres respiraciones lentas.',
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/session-step/${created.id}`,
      headers: bearer(admin.token),
    });
  });

  it('never changes a stored version', async () => {
    const { id } = await latest();
    await expect(
      t.database.db.update(contentVersions).set({ summary: 'rewritten' }).where(eq(contentVersions.id, id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(contentVersions).where(eq(contentVersions.id, id))).rejects.toThrow();
  });
});

describe('GET /api/admin/stats/outcomes', () => {
  const answer = (steps: Record<string, string>, state: string, first: number, last: number) => [
    { session_step_id: steps['Choose Experience'], response: 'Emotional issue' },
    { session_step_id: steps['Rate the Intensity'], response: first },
    { session_step_id: steps['Sensation State'], response: state },
    { session_step_id: steps['Feel Now'], response: last },
  ];

  it('gives one row per version from the sessions stored on it, with check-in durability', async () => {
    const stepsNow = async () => Object.fromEntries((await listAll(t, admin.token)).map((s) => [s.title, s.id]));
    const patient = await createPatient(t.database, t.config.jwtSecret, { appType: 'ios' });
    const store = async (responses: unknown) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/problem',
        headers: bearer(patient.token),
        payload: { responses },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as string;
    };
    const a = await latest();
    let steps = await stepsNow();
    const cleared = await store(answer(steps, "It's gone", 8, 1));
    await store(answer(steps, "It hasn't changed", 6, 6));
    await store([
      ...answer(steps, "It's changed", 4, 3),
      { session_step_id: steps['Sensation State'], response: ["It's gone", 'lighter now'] },
    ]);

    await putStep(t, admin.token, steps['Feel Now']!, {
      title: 'Feel Now',
      text_content: 'How is it now?',
      type: ['text', 'slider'],
      slider_config: '{"min":0,"max":10}',
    });
    const b = await latest();
    steps = await stepsNow();
    await store(answer(steps, "It hasn't changed", 7, 5));

    // One check-in answered: it falls due now, and the patient says it is still clear.
    const [due] = await t.database.db.select().from(checkIns).where(eq(checkIns.problemId, cleared)).limit(1);
    await t.database.db
      .update(checkIns)
      .set({ dueAt: sql`now() - interval '1 minute'` })
      .where(eq(checkIns.id, due!.id));
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/check-ins/${due!.id}`,
          headers: bearer(patient.token),
          payload: { intensity: 1 },
        })
      ).statusCode,
    ).toBe(200);

    const res = await get('/api/admin/stats/outcomes?appType=ios');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        version: a.number,
        sessions: 3,
        cleared: 2,
        cleared_rate: 0.6667,
        avg_rounds: 1.33,
        avg_intensity_first: 6,
        avg_intensity_last: 3.33,
        checkins_answered: 1,
        still_clear: 1,
        still_clear_rate: 1,
      },
      {
        version: b.number,
        sessions: 1,
        cleared: 0,
        cleared_rate: 0,
        avg_rounds: 1,
        avg_intensity_first: 7,
        avg_intensity_last: 5,
        checkins_answered: 0,
        still_clear: 0,
        still_clear_rate: null,
      },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await get(`/api/admin/stats/outcomes?appType=ios&fromDate=${today}&toDate=${today}`)).json().data,
    ).toHaveLength(2);

    // Sessions in Spanish and German: their answers keep the titles the patient saw, and count as in English.
    const inLanguage = async (lang: 'es' | 'de', state: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/problem',
        headers: bearer(patient.token),
        payload: { responses: answer(steps, state, 5, 0), lang },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const spanishSession = await inLanguage('es', 'Ya no está');
    await inLanguage('de', 'Es hat sich nicht verändert');
    await inLanguage('de', 'Es ist weg');
    const titles = await t.database.db
      .select({ title: problemResponses.stepTitle, key: problemResponses.stepKey })
      .from(problemResponses)
      .where(eq(problemResponses.problemId, spanishSession));
    expect(titles).toEqual(
      expect.arrayContaining([
        { title: 'Estado de la sensación', key: 'sensation_state' },
        { title: 'Siéntelo ahora', key: 'feel_now' },
      ]),
    );
    const [onB] = (await get('/api/admin/stats/outcomes?appType=ios')).json().data.slice(-1);
    expect(onB).toMatchObject({ version: b.number, sessions: 4, cleared: 2, avg_rounds: 1, avg_intensity_last: 1.25 });
    expect(
      (await get('/api/admin/stats/outcomes?appType=ios&fromDate=2001-01-01&toDate=2001-12-31')).json().data,
    ).toEqual([]);
  });
});

describe('content versions: refusals', () => {
  const unknown = ['00000000-0000-4000-8000-000000000000', 'not-an-id', '42', 'x'.repeat(300)];

  it('needs an admin: none is 401, a patient is 403', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const { id } = await latest();
    for (const url of [
      '/api/admin/content-versions',
      `/api/admin/content-versions/${id}`,
      '/api/admin/stats/outcomes',
      '/api/admin/experiences',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, patient.token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/content-versions/${id}/restore` })).statusCode).toBe(
      401,
    );
    expect((await restore(id, patient.token)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown version and 400 for bad paging or dates', async () => {
    for (const id of unknown) {
      expect((await get(`/api/admin/content-versions/${id}`)).json()).toMatchObject({
        success: false,
        error: 'NOT_FOUND',
      });
      expect((await restore(id)).statusCode).toBe(404);
    }
    for (const url of [
      '/api/admin/content-versions?limit=101',
      '/api/admin/content-versions?page=0',
      '/api/admin/stats/outcomes?fromDate=2024-02-30',
      '/api/admin/stats/outcomes?fromDate=2024-03-02&toDate=2024-03-01',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('documents its routes and the readable changes in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/admin/content-versions',
      '/api/admin/content-versions/{id}',
      '/api/admin/content-versions/{id}/restore',
      '/api/admin/stats/outcomes',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/admin/content-versions/{id}'].get.description).toContain('`changes`');
    expect(doc.paths['/api/admin/stats/outcomes'].get.description).toContain('still_clear_rate');
  });

  it('lists the experiences for the preview', async () => {
    const res = await get('/api/admin/experiences');
    expect(res.json().data.length).toBeGreaterThanOrEqual(4);
    expect(res.json().data[0]).toEqual({ id: expect.any(String), title: expect.any(String), icon: expect.any(String) });
  });

  it('lists the experiences for the preview in the language asked for, the same ids in each', async () => {
    const english = (await get('/api/admin/experiences')).json().data;
    const german = await get('/api/admin/experiences?lang=de');
    expect(german.statusCode).toBe(200);
    expect(german.json().data.map((e: { title: string }) => e.title)).toContain('Körperlicher Schmerz');
    expect(german.json().data.map((e: { id: string }) => e.id)).toEqual(english.map((e: { id: string }) => e.id));
    expect((await get('/api/admin/experiences?lang=xx')).statusCode).toBe(400);
  });
});
