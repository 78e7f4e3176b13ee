import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { deleteAccount, exportData, jsonOf } from '../../../test/privacy.js';
import { unzip } from '../../../test/zip.js';
import { TEST_PASSWORD } from '../../../test/factories.js';
import { measures } from '../../db/schema.js';

/** A measure falls due again one second after the last. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { MEASURE_INTERVAL: '1s' } });
});
afterAll(() => t.close());

const PHQ9_SEVERE = [3, 3, 2, 2, 2, 2, 2, 2, 0]; // 18
const PHQ9_MILD = [1, 1, 1, 1, 1, 1, 0, 0, 0]; // 6

const patient = () => createPatient(t.database, t.config.jwtSecret);
const take = (token: string, key: string, answers: unknown, extra: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/measures/${key}`, payload: { answers, ...extra }, headers: bearer(token) });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const waitForInterval = () => new Promise((r) => setTimeout(r, 1_100));

describe('GET /api/measures', () => {
  it('offers PHQ-9 and GAD-7, due, with their standard wording, four choices and the credit line', async () => {
    const me = await patient();
    const res = await get(me.token, '/api/measures');
    expect(res.statusCode).toBe(200);
    const [phq9, gad7] = res.json().data;
    expect(phq9).toMatchObject({ key: 'phq9', due: true, due_at: null, last: null });
    expect(phq9.instructions).toBe(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    );
    expect(phq9.items).toHaveLength(9);
    expect(phq9.items[0]).toEqual({ number: 1, text: 'Little interest or pleasure in doing things' });
    expect(phq9.items[8].text).toBe('Thoughts that you would be better off dead or of hurting yourself in some way');
    expect(phq9.choices).toEqual([
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'Several days' },
      { value: 2, label: 'More than half the days' },
      { value: 3, label: 'Nearly every day' },
    ]);
    expect(phq9.credit).toContain('Spitzer');
    expect(gad7.key).toBe('gad7');
    expect(gad7.items).toHaveLength(7);
  });

  it('speaks the language asked for, else the patient’s setting', async () => {
    const me = await patient();
    const es = (await get(me.token, '/api/measures?lang=es')).json().data[0];
    expect(es.items[0].text).toBe('Poco interés o placer en hacer cosas');
    expect(es.choices[3].label).toBe('Casi todos los días');
    await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { language: 'de' }, headers: bearer(me.token) });
    const de = (await get(me.token, '/api/measures')).json().data[1];
    expect(de.items[0].text).toBe('Nervosität, Ängstlichkeit oder Anspannung');
    expect(de.choices[0].label).toBe('Überhaupt nicht');
  });
});

describe('POST /api/measures/:key', () => {
  it('scores the sum with its band; the first score has no change', async () => {
    const me = await patient();
    const res = await take(me.token, 'phq9', PHQ9_SEVERE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      key: 'phq9',
      score: 18,
      band: 'moderately_severe',
      change: null,
      safety: { concern: false, reasons: [] },
    });
    const listed = (await get(me.token, '/api/measures')).json().data[0];
    expect(listed).toMatchObject({ due: false, last: { score: 18, band: 'moderately_severe' } });
    expect(Date.parse(listed.due_at)).toBeGreaterThan(Date.now());
  });

  it('is 409 NOT_DUE within the interval, then measures the change against the first score', async () => {
    const me = await patient();
    await take(me.token, 'phq9', PHQ9_SEVERE);
    const early = await take(me.token, 'phq9', PHQ9_MILD);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('NOT_DUE');
    await waitForInterval();
    const second = await take(me.token, 'phq9', PHQ9_MILD);
    expect(second.json().data).toMatchObject({
      score: 6,
      band: 'mild',
      change: { from_score: 18, reliable: 'improved', recovered: true },
    });
    await waitForInterval();
    // Always against the first score, not the one before.
    const third = await take(me.token, 'phq9', PHQ9_SEVERE);
    expect(third.json().data.change).toEqual({ from_score: 18, reliable: 'unchanged', recovered: false });
  });

  it('keeps PHQ-9 and GAD-7 apart: one due does not hold back the other', async () => {
    const me = await patient();
    expect((await take(me.token, 'phq9', PHQ9_MILD)).statusCode).toBe(201);
    const gad7 = await take(me.token, 'gad7', [3, 3, 3, 3, 3, 3, 3]);
    expect(gad7.json().data).toMatchObject({ key: 'gad7', score: 21, band: 'severe', change: null });
  });

  it('opens the safety net when PHQ-9 item 9 is above 0, and counts it in the safety statistics', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const month = new Date().toISOString().slice(0, 7);
    const concerns = async () =>
      (await get(admin.token, '/api/admin/stats/safety')).json().data.find((p: { month: string }) => p.month === month)
        .sessions_with_concern;
    const before = await concerns();
    const me = await patient();
    const res = await take(me.token, 'phq9', [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(res.json().data.safety).toEqual({ concern: true, reasons: ['self_harm_item'] });
    expect(await concerns()).toBe(before + 1);
  });

  it('refuses a wrong count or value with 400 on answers, and an unknown key with 404', async () => {
    const me = await patient();
    for (const answers of [
      [0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 4],
    ]) {
      const res = await take(me.token, 'phq9', answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json().details[0].field).toMatch(/^answers/);
    }
    for (const answers of [[0, 0, 0, 0, 0, 0, 1.5], [0, 0, 0, 0, 0, 0, '1'], [0, 0, 0, 0, 0, 0, -1], 'all', null]) {
      expect((await take(me.token, 'gad7', answers)).statusCode, JSON.stringify(answers)).toBe(400);
    }
    const unknown = await take(me.token, 'bdi2', [0]);
    expect(unknown.statusCode).toBe(404);
    expect(await t.database.db.select().from(measures).where(eq(measures.userId, me.id))).toEqual([]);
  });

  it('stores a measure sent twice with the same client_id once, and answers the first answer again', async () => {
    const me = await patient();
    const clientId = crypto.randomUUID();
    const first = await take(me.token, 'gad7', [1, 1, 1, 1, 1, 1, 1], { client_id: clientId });
    const again = await take(me.token, 'gad7', [1, 1, 1, 1, 1, 1, 1], { client_id: clientId });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await t.database.db.select().from(measures).where(eq(measures.userId, me.id))).toHaveLength(1);
  });

  it('needs a patient token', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect((await t.app.inject({ method: 'GET', url: '/api/measures' })).statusCode).toBe(401);
    expect((await take(admin.token, 'phq9', PHQ9_MILD)).statusCode).toBe(403);
  });
});

describe('the history, the record and the patient’s rights', () => {
  it('lists my scores oldest first, only mine', async () => {
    const me = await patient();
    const other = await patient();
    await take(me.token, 'phq9', PHQ9_SEVERE);
    await take(me.token, 'gad7', [0, 0, 0, 0, 0, 0, 0]);
    await take(other.token, 'phq9', PHQ9_MILD);
    const history = (await get(me.token, '/api/measures/history')).json().data;
    expect(history.map((m: { key: string; score: number }) => [m.key, m.score])).toEqual([
      ['phq9', 18],
      ['gad7', 0],
    ]);
  });

  it('downloads the record as FHIR JSON: a QuestionnaireResponse and an Observation per measure', async () => {
    const me = await patient();
    const taken = (await take(me.token, 'phq9', PHQ9_SEVERE)).json().data;
    const res = await get(me.token, '/api/measures/fhir');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
    const bundle = res.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [response, observation] = bundle.entry.map((e: { resource: unknown }) => e.resource);
    expect(response).toMatchObject({ resourceType: 'QuestionnaireResponse', id: taken.id, status: 'completed' });
    expect(response.item).toHaveLength(9);
    expect(response.item[0].answer[0].valueCoding).toMatchObject({ code: 'LA6571-9', display: 'Nearly every day' });
    expect(observation).toMatchObject({
      resourceType: 'Observation',
      status: 'final',
      category: [{ coding: [{ code: 'survey' }] }],
      code: { coding: [{ system: 'http://loinc.org', code: '44261-6' }] },
      valueInteger: 18,
      effectiveDateTime: taken.taken_at,
      derivedFrom: [{ reference: `urn:uuid:${taken.id}` }],
    });
  });

  it('puts the measures in the data download, and deletes them with the account', async () => {
    const me = await patient();
    await take(me.token, 'gad7', [2, 2, 2, 2, 0, 0, 0]);
    const zip = await exportData(t, me.token, { password: TEST_PASSWORD });
    const entries = await unzip(zip.rawPayload);
    expect(jsonOf(entries, 'measures.json')).toEqual([
      expect.objectContaining({ key: 'gad7', answers: [2, 2, 2, 2, 0, 0, 0], score: 8, band: 'mild' }),
    ]);
    expect((await deleteAccount(t, me.token, { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await t.database.db.select().from(measures).where(eq(measures.userId, me.id))).toEqual([]);
  });
});

describe('MEASURE_INTERVAL=off', () => {
  it('offers none, takes none, and answers the outcomes with 404', async () => {
    const off = await buildTestApp({ env: { MEASURE_INTERVAL: 'off' } });
    try {
      const me = await createPatient(off.database, off.config.jwtSecret);
      const admin = await createAdmin(off.database, off.config.jwtSecret);
      const list = await off.app.inject({ method: 'GET', url: '/api/measures', headers: bearer(me.token) });
      expect(list.json().data).toEqual([]);
      const take = await off.app.inject({
        method: 'POST',
        url: '/api/measures/phq9',
        payload: { answers: PHQ9_MILD },
        headers: bearer(me.token),
      });
      expect(take.statusCode).toBe(404);
      const stats = await off.app.inject({
        method: 'GET',
        url: '/api/admin/stats/measures',
        headers: bearer(admin.token),
      });
      expect(stats.statusCode).toBe(404);
      expect(stats.json().error).toBe('NOT_FOUND');
    } finally {
      await off.close();
    }
  });
});
