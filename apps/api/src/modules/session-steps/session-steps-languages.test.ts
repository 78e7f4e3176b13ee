import { RULE_CHOICES, STEP_KEYS } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { basicStep, postStep, putStep } from '../../../test/admin-steps.js';
import { sessionSteps } from '../../db/schema.js';

interface WireStep {
  id: string;
  key: string;
  title: string;
  description: string;
  text_content: string;
  options: { radio_title: string; radio_options: string[]; slider_title: string };
}

let t: TestContext;
let patient: CreatedPatient;
let admin: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  patient = await createPatient(t.database, t.config.jwtSecret);
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const get = (url: string, token = patient.token, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const steps = async (query = '', token = patient.token) =>
  (await get(`/api/session-steps${query}`, token)).json().data as WireStep[];
const byKey = (list: WireStep[], key: string) => list.find((s) => s.key === key)!;

describe('GET /api/session-steps in a language', () => {
  it('answers the seeded steps in Spanish and German with the same keys, the rule-bearing choices as RULE_CHOICES says', async () => {
    const english = await steps('?lang=en');
    const spanish = await steps('?lang=es');
    const german = await steps('?lang=de');
    expect(spanish.map((s) => s.key)).toEqual(english.map((s) => s.key));
    expect(german.map((s) => s.id)).toEqual(english.map((s) => s.id));
    expect(english.map((s) => s.key)).toEqual(expect.arrayContaining(Object.values(STEP_KEYS)));

    expect(byKey(english, STEP_KEYS.chooseExperience).title).toBe('Choose Experience');
    expect(byKey(spanish, STEP_KEYS.chooseExperience).title).toBe('Elige tu experiencia');
    expect(byKey(german, STEP_KEYS.chooseExperience).title).toBe('Erfahrung wählen');
    const sensation = RULE_CHOICES.sensation;
    expect(byKey(spanish, STEP_KEYS.sensationState).options.radio_options).toEqual([
      sensation.es.gone,
      sensation.es.unchanged,
      sensation.es.changed,
    ]);
    expect(byKey(german, STEP_KEYS.processAgain).options.radio_options).toEqual(['Ja', 'Nein']);
    // Every seeded text has its translation; the crisis line opens and closes the session in each language.
    for (const list of [spanish, german]) {
      list.forEach((s, i) => {
        expect(s.title).not.toBe(english[i]!.title);
        expect(s.text_content).not.toBe(english[i]!.text_content);
        expect(s.description).not.toBe(english[i]!.description);
      });
    }
    expect(spanish[0]!.text_content).toMatch(/emergencias/);
    expect(spanish.at(-1)!.text_content).toMatch(/emergencias/);
    expect(german[0]!.text_content).toMatch(/Notrufnummer/);
    expect(german.at(-1)!.text_content).toMatch(/Notrufnummer/);
  });

  it('reads a region or any case as its language, and refuses any other language with 400 on lang', async () => {
    expect(byKey(await steps('?lang=ES-mx'), STEP_KEYS.feelNow).title).toBe('Siéntelo ahora');
    for (const lang of ['fr', 'english', '', 'es;q=1']) {
      const res = await get(`/api/session-steps?lang=${encodeURIComponent(lang)}`);
      expect(res.statusCode, lang).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details: [{ field: 'lang' }] });
    }
  });

  it("answers a patient's own language without lang, and lang over it", async () => {
    const german = await createPatient(t.database, t.config.jwtSecret, { language: 'de' });
    const res = await get('/api/session-steps', german.token);
    expect(res.headers['content-language']).toBe('de');
    expect(byKey(res.json().data, STEP_KEYS.sensationState).title).toBe('Zustand der Empfindung');
    expect(byKey(await steps('?lang=es', german.token), STEP_KEYS.sensationState).title).toBe('Estado de la sensación');
    expect(byKey(await steps(), STEP_KEYS.sensationState).title).toBe('Sensation State');
  });

  it('gives each language its own ETag, so one language is never taken for another', async () => {
    const es = await get('/api/session-steps?lang=es');
    const de = await get('/api/session-steps?lang=de');
    expect(es.headers.etag).not.toBe(de.headers.etag);
    expect(
      (await get('/api/session-steps?lang=es', patient.token, { 'if-none-match': es.headers.etag as string }))
        .statusCode,
    ).toBe(304);
    const other = await get('/api/session-steps?lang=de', patient.token, {
      'if-none-match': es.headers.etag as string,
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().data).toEqual(de.json().data);
  });

  it('answers a step made in English only in English, in every language, under the key made from its title', async () => {
    const created = await postStep(t, admin.token, basicStep({ title: 'Rest a Moment', description: 'Pause.' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    for (const lang of ['en', 'es', 'de']) {
      const step = (await steps(`?lang=${lang}`)).find((s) => s.id === id)!;
      expect(step).toMatchObject({
        key: 'rest_a_moment',
        title: 'Rest a Moment',
        description: 'Pause.',
        text_content: 'Take three slow breaths.',
      });
    }
  });

  it('falls back to English field by field, and to the English choices when the translated list does not match', async () => {
    const created = await postStep(
      t,
      admin.token,
      basicStep({
        title: 'Check Mood',
        description: 'How is it?',
        type: ['text', 'radio'],
        radio_title: 'Pick one',
        radio_options: ['Calm', 'Tense'],
        translations: JSON.stringify({ es: { title: 'Revisa tu ánimo', radio_options: ['Calma', 'Tensión'] } }),
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const inSpanish = async () => (await steps('?lang=es')).find((s) => s.id === id)!;
    expect(await inSpanish()).toMatchObject({
      title: 'Revisa tu ánimo',
      description: 'How is it?',
      text_content: 'Take three slow breaths.',
      options: { radio_title: 'Pick one', radio_options: ['Calma', 'Tensión'] },
    });
    expect((await steps('?lang=de')).find((s) => s.id === id)!.title).toBe('Check Mood');

    // English gains a choice; the Spanish list (kept, as the form did not send translations) no longer fits.
    const updated = await putStep(t, admin.token, id, {
      title: 'Check Mood',
      text_content: 'Take three slow breaths.',
      type: ['text', 'radio'],
      radio_options: ['Calm', 'Tense', 'Numb'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.translations.es.radio_options).toEqual(['Calma', 'Tensión']);
    expect(await inSpanish()).toMatchObject({
      title: 'Revisa tu ánimo',
      options: { radio_options: ['Calm', 'Tense', 'Numb'] },
    });
  });

  it('takes an empty translated text as none', async () => {
    const [row] = await t.database.db.select().from(sessionSteps).where(eq(sessionSteps.key, STEP_KEYS.message));
    await t.database.db
      .update(sessionSteps)
      .set({ translations: { ...row!.translations, de: { title: '  ', description: 'Nur die Beschreibung' } } })
      .where(eq(sessionSteps.id, row!.id));
    expect(byKey(await steps('?lang=de'), STEP_KEYS.message)).toMatchObject({
      title: 'Message',
      description: 'Nur die Beschreibung',
      text_content: row!.textContent,
    });
  });
});

describe('GET /api/experiences in a language', () => {
  it('answers the titles in the language asked, else the patient’s, and refuses another language', async () => {
    const titles = async (query: string, token = patient.token) =>
      ((await get(`/api/experiences${query}`, token)).json().data as { title: string }[]).map((e) => e.title);
    expect(await titles('?lang=es')).toEqual([
      'Dolor físico',
      'Malestar emocional',
      'Conflicto en una relación',
      'Pensamiento o creencia',
    ]);
    const german = await createPatient(t.database, t.config.jwtSecret, { language: 'de' });
    expect((await titles('', german.token))[0]).toBe('Körperlicher Schmerz');
    expect((await titles('?lang=en', german.token))[0]).toBe('Physical pain');
    const res = await get('/api/experiences?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'lang' }] });
  });
});

describe('the OpenAPI description of languages', () => {
  it('describes lang, language, key and translations', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const data = (route: string, method = 'get', status = '200') =>
      paths[route][method].responses[status].content['application/json'].schema.properties.data;
    for (const route of ['/api/session-steps', '/api/experiences'])
      expect(paths[route].get.parameters).toEqual([expect.objectContaining({ name: 'lang', in: 'query' })]);
    expect(data('/api/session-steps').items.required).toContain('key');
    expect(data('/api/settings').required).toContain('language');
    expect(data('/api/settings').properties.language.enum).toEqual(['en', 'es', 'de']);
    expect(paths['/api/settings'].put.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'language',
    );
    expect(paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'language',
    );
    expect(paths['/api/problem'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('lang');
    const adminStep = data('/api/admin/session-step/{id}');
    expect(adminStep.required).toEqual(expect.arrayContaining(['key', 'translations']));
    expect(Object.keys(adminStep.properties.translations.properties)).toEqual(['es', 'de']);
    expect(paths['/api/admin/session-step'].post.description).toContain('translations');
    expect(data('/api/admin/content-versions/{id}').properties.steps.items.required).toContain('translations');
  });
});
