import { RULE_CHOICES, STEP_KEYS, type StepTranslations } from '@clearwell/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { putStep, type StepFormInput } from '../../../test/admin-steps.js';

interface AdminStep {
  id: string;
  key: string;
  title: string;
  text_content: string;
  type: string[];
  options: { radio_title: string; radio_options: string[] };
  translations: StepTranslations;
}

let t: TestContext;
let admin: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const stepByKey = async (key: string) =>
  ((await get('/api/admin/session-step?limit=100')).json().data.items as AdminStep[]).find((s) => s.key === key)!;
const versionCount = async () => (await get('/api/admin/content-versions?limit=1')).json().data.total_items as number;

/** The step's form as the edit screen sends it, with some fields changed. */
const formOf = (step: AdminStep, change: StepFormInput = {}): StepFormInput => ({
  title: step.title,
  text_content: step.text_content,
  type: step.type,
  radio_title: step.options.radio_title,
  radio_options: step.options.radio_options,
  ...change,
});

const sensation = Object.values(RULE_CHOICES.sensation.en);
const spanish = Object.values(RULE_CHOICES.sensation.es);

describe('PUT /api/admin/session-step/:id keeps the rule-bearing choices in their places (docs/api.md, Rule-bearing choices)', () => {
  it('refuses removing or reordering them, in English or in a translation sent alone, and changes nothing', async () => {
    const step = await stepByKey(STEP_KEYS.sensationState);
    const versions = await versionCount();
    const refusals: [string, StepFormInput, RegExp][] = [
      ['a choice removed', { radio_options: sensation.slice(0, 2) }, /^Keep this step's first 3 choices/],
      ['the first removed', { radio_options: sensation.slice(1) }, /^Keep this step's first 3 choices/],
      [
        'two swapped',
        { radio_options: [sensation[1]!, sensation[0]!, sensation[2]!] },
        /first 3 choices, in their order/,
      ],
      ['a choice put before them', { radio_options: ['Not sure', ...sensation] }, /in their order/],
      ['no longer a radio question', { type: ['text'] }, /first 3 choices/],
      [
        'the Spanish ones swapped',
        {
          translations: JSON.stringify({
            ...step.translations,
            es: { ...step.translations.es, radio_options: [spanish[1], spanish[0], spanish[2]] },
          }),
        },
        /^Spanish choices: Keep this step's first 3 choices/,
      ],
      [
        'one label at two places',
        { radio_options: ['Gone', 'Gone', "It's changed"] },
        /^Give each choice its own label/,
      ],
    ];
    for (const [what, change, message] of refusals) {
      const res = await putStep(t, admin.token, step.id, formOf(step, change));
      expect(res.statusCode, what).toBe(400);
      const body = res.json();
      expect(body, what).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
      const code = message.source.includes('own label') ? 'duplicate' : 'invalid_order';
      expect(body.details, what).toEqual([{ field: 'radio_options', code, message: expect.stringMatching(message) }]);
      expect(body.message, what).toMatch(message);
    }
    expect(await stepByKey(STEP_KEYS.sensationState)).toEqual(step);
    expect(await versionCount()).toBe(versions);
  });

  it("refuses Process Again's two choices swapped, in German alone too", async () => {
    const step = await stepByKey(STEP_KEYS.processAgain);
    const swapped = await putStep(t, admin.token, step.id, formOf(step, { radio_options: ['No', 'Yes'] }));
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().details[0].field).toBe('radio_options');
    const german = { ...step.translations, de: { ...step.translations.de, radio_options: ['Nein', 'Ja'] } };
    const res = await putStep(t, admin.token, step.id, formOf(step, { translations: JSON.stringify(german) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      {
        field: 'radio_options',
        code: expect.stringMatching(/^(invalid_order|duplicate)$/),
        message: expect.stringMatching(/^German choices/),
      },
    ]);
  });

  it('takes them relabelled and translated anew, and a choice added after them; patients get them in the same places', async () => {
    const step = await stepByKey(STEP_KEYS.sensationState);
    const english = ['All clear', 'Still there', 'Different now', 'Not sure'];
    const translations = {
      ...step.translations,
      es: { ...step.translations.es, radio_options: ['Despejado', 'Sigue ahí', 'Es distinto', 'No lo sé'] },
      de: { ...step.translations.de, radio_options: ['Alles klar', 'Noch da', 'Anders', 'Weiß nicht'] },
    };
    const res = await putStep(
      t,
      admin.token,
      step.id,
      formOf(step, { radio_options: english, translations: JSON.stringify(translations) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const served = async (lang: string) =>
      ((await get(`/api/session-steps?lang=${lang}`, patient.token)).json().data as AdminStep[]).find(
        (s) => s.key === STEP_KEYS.sensationState,
      )!.options.radio_options;
    expect(await served('en')).toEqual(english);
    expect(await served('es')).toEqual(['Despejado', 'Sigue ahí', 'Es distinto', 'No lo sé']);

    // The English edited on its own later keeps the translations; the added choice may go again.
    const again = await putStep(
      t,
      admin.token,
      step.id,
      formOf(await stepByKey(STEP_KEYS.sensationState), { radio_options: english.slice(0, 3) }),
    );
    expect(again.statusCode, again.body).toBe(200);
    // A relabelled choice is known at its place from now on: moving it is refused.
    const moved = await putStep(
      t,
      admin.token,
      step.id,
      formOf(await stepByKey(STEP_KEYS.sensationState), {
        radio_options: ['Still there', 'All clear', 'Different now'],
      }),
    );
    expect(moved.statusCode).toBe(400);
  });
});
