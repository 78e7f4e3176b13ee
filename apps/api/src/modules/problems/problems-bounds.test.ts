import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { problems, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let steps: Record<string, string>;
let stepCount: number;
/** A step combining a choice with a slider from 1 to 5, added for these tests. */
let moodStep: string;
beforeAll(async () => {
  t = await buildTestApp();
  const [mood] = await t.database.db
    .insert(sessionSteps)
    .values({
      key: 'mood_check',
      title: 'Mood Check',
      textContent: 'How is it?',
      types: ['radio', 'slider'],
      radioOptions: ['Calm', 'Tense'],
      sliderMin: 1,
      sliderMax: 5,
      position: 99,
    })
    .returning({ id: sessionSteps.id });
  moodStep = mood!.id;
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
  stepCount = rows.length;
});
afterAll(() => t.close());

const post = (p: CreatedPatient, responses: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(p.token), payload: { responses } });
const storedBy = async (p: CreatedPatient) =>
  (await t.database.db.select({ n: count() }).from(problems).where(eq(problems.userId, p.id)))[0]!.n;

describe('numeric answers on POST /api/problem', () => {
  it.each([
    ['ten billion', 1e10],
    ['two billion', 2_000_000_000],
    ['one past the maximum', 11],
    ['one below the minimum', -1],
    ['a fraction', 7.5],
  ])('refuses %s on a 0 to 10 slider with 400 naming the answer, and stores nothing', async (_name, value) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, [
      { session_step_id: steps['Describe Sensations'], response: 'a tight chest' },
      { session_step_id: steps['Rate the Intensity'], response: value },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details).toEqual([
      { field: 'responses.1.response', code: 'invalid_value', message: 'Use a whole number from 0 to 10' },
    ]);
    expect(await storedBy(p)).toBe(0);
  });

  it('accepts whole numbers at both ends of the range', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, [
      { session_step_id: steps['Rate the Intensity'], response: 10 },
      { session_step_id: steps['Feel Now'], response: 0 },
    ]);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.id));
    expect(row).toMatchObject({ intensityFirst: 10, intensityLast: 0 });
  });

  it("checks the number of a choice-and-slider pair against that step's own range", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const refused = await post(p, [{ session_step_id: moodStep, response: ['Tense', 6] }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'responses.0.response', code: 'invalid_value', message: 'Use a whole number from 1 to 5' },
    ]);
    expect((await post(p, [{ session_step_id: moodStep, response: ['Tense', 0] }])).statusCode).toBe(400);
    expect((await post(p, [{ session_step_id: moodStep, response: ['Calm', 5] }])).statusCode).toBe(201);
  });

  it('refuses a number, alone or in a pair, for a step without a slider', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, [
      { session_step_id: steps['Message'], response: 5 },
      { session_step_id: steps['Sensation State'], response: ["It's changed", 3] },
      { session_step_id: steps['Rate the Intensity'], response: 4 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'responses.0.response', code: 'not_allowed', message: 'This step takes no number' },
      { field: 'responses.1.response', code: 'not_allowed', message: 'This step takes no number' },
    ]);
    expect(await storedBy(p)).toBe(0);
  });
});

describe('how many answers POST /api/problem takes', () => {
  const answers = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ session_step_id: steps['Describe Sensations'], response: `round ${i}` }));

  it('takes up to twice as many answers as there are session steps', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await post(p, answers(2 * stepCount))).statusCode).toBe(201);
  });

  it('refuses one more with 400 naming the responses, and stores nothing', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, answers(2 * stepCount + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details).toEqual([
      { field: 'responses', code: 'too_many', max: 2 * stepCount, message: `Send at most ${2 * stepCount} answers` },
    ]);
    expect(await storedBy(p)).toBe(0);
  });
});
