import { STEP_KEYS, type StepTranslations } from '@clearwell/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { putStep } from '../../../test/admin-steps.js';

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
let patient: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
  patient = await createPatient(t.database, t.config.jwtSecret, { appType: 'relabel' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
const stepsByKey = async () =>
  Object.fromEntries(
    ((await get('/api/admin/session-step?limit=100')).json().data.items as AdminStep[]).map((s) => [s.key, s]),
  );

/** A session that ends on Sensation State answered `state`, shown in `lang`. */
async function store(state: string | [string, string], lang: 'en' | 'es' = 'en') {
  const steps = await stepsByKey();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/problem',
    headers: bearer(patient.token),
    payload: {
      lang,
      responses: [
        { session_step_id: steps[STEP_KEYS.chooseExperience]!.id, response: 'Emotional issue' },
        { session_step_id: steps[STEP_KEYS.sensationState]!.id, response: state },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('outcomes count the first Sensation State choice, whatever its label when answered (docs/api.md, Rule-bearing choices)', () => {
  it('counts a relabelled and a translated first choice on the version that labelled it so', async () => {
    await store("It's gone");
    await store("It's changed");

    const step = (await stepsByKey())[STEP_KEYS.sensationState]!;
    const relabel = await putStep(t, admin.token, step.id, {
      title: step.title,
      text_content: step.text_content,
      type: step.type,
      radio_title: step.options.radio_title,
      radio_options: ['All clear', 'Still there', 'Different now'],
      translations: JSON.stringify({
        ...step.translations,
        es: { ...step.translations.es, radio_options: ['Despejado', 'Sigue ahí', 'Es distinto'] },
      }),
    });
    expect(relabel.statusCode, relabel.body).toBe(200);

    await store('All clear');
    await store(['Despejado', 'más ligero'], 'es');
    await store('Still there');
    // A label the first choice no longer has counts for nothing on this version.
    await store('Different now');

    const res = await get('/api/admin/stats/outcomes?appType=relabel');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { version: number; sessions: number; cleared: number; cleared_rate: number }[];
    expect(rows.map(({ sessions, cleared, cleared_rate }) => ({ sessions, cleared, cleared_rate }))).toEqual([
      { sessions: 2, cleared: 1, cleared_rate: 0.5 },
      { sessions: 4, cleared: 2, cleared_rate: 0.5 },
    ]);
  });
});
