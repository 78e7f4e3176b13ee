import { STEP_KEYS, beforeAndAfter } from '@clearwell/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { experiences, problemResponses, problems, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.key, s.id]));
});
afterAll(() => t.close());

const post = (p: CreatedPatient, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(p.token), payload: body });

const session = (experience: string, last = 1) => [
  { session_step_id: steps[STEP_KEYS.chooseExperience], response: experience },
  { session_step_id: steps.rate_the_intensity, response: 7 },
  { session_step_id: steps[STEP_KEYS.sensationState], response: 'Ya no está' },
  { session_step_id: steps[STEP_KEYS.feelNow], response: last },
  { session_step_id: steps.rate_the_intensity, response: 9 },
];

async function stored(id: string) {
  const [problem] = await t.database.db.select().from(problems).where(eq(problems.id, id));
  const answers = await t.database.db
    .select({ title: problemResponses.stepTitle, key: problemResponses.stepKey })
    .from(problemResponses)
    .where(eq(problemResponses.problemId, id))
    .orderBy(asc(problemResponses.position));
  return { problem: problem!, answers };
}

const physicalPain = async () =>
  (await t.database.db.select().from(experiences).where(eq(experiences.title, 'Physical pain')))[0]!;

describe('POST /api/problem in a language', () => {
  it("records a Spanish patient's experience chosen by its Spanish title, and keeps the titles they saw", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { language: 'es' });
    const res = await post(p, { responses: session('Dolor físico') });
    expect(res.statusCode, res.body).toBe(201);
    const { problem, answers } = await stored(res.json().data.id);
    expect(problem).toMatchObject({
      experienceId: (await physicalPain()).id,
      experienceTitle: 'Dolor físico',
      intensityFirst: 7,
      // The feel_now answer, even with a slider after it, whatever its title says.
      intensityLast: 1,
    });
    expect(answers).toEqual([
      { title: 'Elige tu experiencia', key: 'choose_experience' },
      { title: 'Valora la intensidad', key: 'rate_the_intensity' },
      { title: 'Estado de la sensación', key: 'sensation_state' },
      { title: 'Siéntelo ahora', key: 'feel_now' },
      { title: 'Valora la intensidad', key: 'rate_the_intensity' },
    ]);
    const journal = await t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(p.token) });
    const entry = journal.json().data[0].sessions[0];
    expect(entry).toMatchObject({
      experience: 'Dolor físico',
      text_responses: [{ step_title: 'Estado de la sensación', response: 'Ya no está' }],
      intensity_responses: [
        { step_title: 'Valora la intensidad', step_key: 'rate_the_intensity', response: 7 },
        { step_title: 'Siéntelo ahora', step_key: 'feel_now', response: 1 },
        { step_title: 'Valora la intensidad', step_key: 'rate_the_intensity', response: 9 },
      ],
    });
    // The journal's before and after, as the web app reads them, in any language.
    const ratings = entry.intensity_responses.map((r: { step_title: string; step_key: string; response: number }) => ({
      step_title: r.step_title,
      step_key: r.step_key,
      value: r.response,
    }));
    expect(beforeAndAfter(ratings)).toEqual({ before: 7, after: 1 });
  });

  it("takes the session's lang over the setting, any case of a title, and an experience's id", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { language: 'es' });
    const german = await post(p, { responses: session('körperlicher SCHMERZ'), lang: 'de' });
    expect(german.statusCode, german.body).toBe(201);
    const { problem, answers } = await stored(german.json().data.id);
    expect(problem).toMatchObject({ experienceId: (await physicalPain()).id, experienceTitle: 'Körperlicher Schmerz' });
    expect(answers[0]).toEqual({ title: 'Erfahrung wählen', key: 'choose_experience' });

    const byId = await post(p, { responses: session((await physicalPain()).id) });
    expect((await stored(byId.json().data.id)).problem.experienceTitle).toBe('Dolor físico');

    const unknown = await post(p, { responses: session('Dolor de cabeza') });
    expect((await stored(unknown.json().data.id)).problem).toMatchObject({
      experienceId: null,
      experienceTitle: 'Dolor de cabeza',
    });
  });

  it('refuses a lang it does not speak with 400 on lang, and stores nothing', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, { responses: session('Physical pain'), lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'lang' }] });
    expect(await t.database.db.select().from(problems).where(eq(problems.userId, p.id))).toEqual([]);
  });

  it('finds the experience on the choose_experience step by its key, whatever the step is called now', async () => {
    await t.database.db
      .update(sessionSteps)
      .set({ title: 'What brings you here', types: ['text'] })
      .where(eq(sessionSteps.key, STEP_KEYS.chooseExperience));
    const p = await createPatient(t.database, t.config.jwtSecret, { language: 'de' });
    const res = await post(p, { responses: session('Gedanke oder Überzeugung') });
    expect(res.statusCode, res.body).toBe(201);
    const { problem } = await stored(res.json().data.id);
    expect(problem.experienceTitle).toBe('Gedanke oder Überzeugung');
    expect(problem.experienceId).not.toBeNull();
  });
});
