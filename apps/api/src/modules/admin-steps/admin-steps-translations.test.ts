import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, type CreatedPatient } from '../../../test/factories.js';
import { basicStep, postStep, putStep } from '../../../test/admin-steps.js';

let t: TestContext;
let admin: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const radioStep = (translations?: unknown) =>
  basicStep({
    title: 'How Does It Feel',
    type: ['text', 'radio'],
    radio_title: 'Choose one',
    radio_options: ['Lighter', 'Heavier', 'The same'],
    ...(translations === undefined ? {} : { translations: JSON.stringify(translations) }),
  });
const get = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/session-step/${id}`, headers: bearer(admin.token) })).json()
    .data;
const versionSummary = async () =>
  (
    await t.app.inject({ method: 'GET', url: '/api/admin/content-versions?limit=1', headers: bearer(admin.token) })
  ).json().data.items[0].summary as string;

describe('admin steps: keys and translations', () => {
  it('creates a step with translations, answers them with its key, and drops empty texts', async () => {
    const res = await postStep(
      t,
      admin.token,
      radioStep({
        es: {
          title: ' ¿Cómo se siente? ',
          description: '',
          radio_options: ['Más ligero', 'Más pesado', 'Igual'],
        },
        de: { title: '', text_content: '   ' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const step = res.json().data;
    expect(step).toMatchObject({
      key: 'how_does_it_feel',
      title: 'How Does It Feel',
      translations: { es: { title: '¿Cómo se siente?', radio_options: ['Más ligero', 'Más pesado', 'Igual'] } },
    });
    expect(step.translations).not.toHaveProperty('de');
    expect(step.translations.es).not.toHaveProperty('description');
    expect(await get(step.id)).toEqual(step);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/session-step?limit=100',
      headers: bearer(admin.token),
    });
    expect(list.json().data.items.find((s: { id: string }) => s.id === step.id)).toEqual(step);
    // A second step of the same title gets a key of its own.
    expect((await postStep(t, admin.token, radioStep())).json().data.key).toBe('how_does_it_feel_2');
  });

  it('keeps the key when the title changes, keeps translations the form leaves out, replaces those it sends', async () => {
    const spanish = { es: { title: 'Un respiro' } };
    const created = (
      await postStep(t, admin.token, basicStep({ title: 'A Breather', translations: JSON.stringify(spanish) }))
    ).json().data;
    expect(created.key).toBe('a_breather');

    const renamed = await putStep(t, admin.token, created.id, basicStep({ title: 'A Short Pause' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ key: 'a_breather', title: 'A Short Pause', translations: spanish });
    expect(await versionSummary()).toBe("Updated step 'A Short Pause'");

    const german = { de: { title: 'Eine kurze Pause', description: 'Atme.' } };
    const translated = await putStep(
      t,
      admin.token,
      created.id,
      basicStep({ title: 'A Short Pause', translations: JSON.stringify(german) }),
    );
    expect(translated.json().data).toMatchObject({ key: 'a_breather', translations: german });
    expect(translated.json().data.translations).not.toHaveProperty('es');
    expect(await versionSummary()).toBe("Updated the translations of step 'A Short Pause'");

    const cleared = await putStep(
      t,
      admin.token,
      created.id,
      basicStep({ title: 'A Short Pause', translations: '{}' }),
    );
    expect(cleared.json().data.translations).toEqual({});
  });

  it('takes translations as an object in a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session-step',
      headers: bearer(admin.token),
      payload: { ...basicStep({ title: 'Ground Yourself' }), translations: { de: { title: 'Erde dich' } } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ key: 'ground_yourself', translations: { de: { title: 'Erde dich' } } });
  });

  it('refuses with 400 on translations: a list of choices not as long as the English one, unknown languages or fields, wrong types', async () => {
    for (const translations of [
      { es: { radio_options: ['Más ligero', 'Más pesado'] } },
      { fr: { title: 'Comment ça va' } },
      { es: { subtitle: 'Hola' } },
      { es: { title: 7 } },
      { es: 'Hola' },
      { es: { radio_options: 'Sí' } },
      ['es'],
    ]) {
      const res = await postStep(t, admin.token, radioStep(translations));
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
      expect(res.json().details).toEqual([
        { field: 'translations', code: expect.any(String), message: expect.any(String) },
      ]);
    }
    const notJson = await postStep(t, admin.token, { ...radioStep(), translations: '{es:' });
    expect(notJson.json().details).toEqual([
      { field: 'translations', code: 'invalid_format', message: expect.any(String) },
    ]);

    const created = (await postStep(t, admin.token, radioStep())).json().data;
    const res = await putStep(t, admin.token, created.id, radioStep({ de: { radio_options: ['Leichter'] } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].message).toMatch(/3 choices/);
    expect((await get(created.id)).translations).toEqual({});
  });

  it('drops what the step does not ask, as for the English fields', async () => {
    const res = await postStep(
      t,
      admin.token,
      basicStep({
        title: 'Just Words',
        translations: JSON.stringify({ es: { title: 'Solo palabras', radio_options: ['Sí'], slider_title: 'Nivel' } }),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.translations).toEqual({ es: { title: 'Solo palabras' } });
  });
});
