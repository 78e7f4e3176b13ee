import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { problemResponses, problems, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  // A step asking for a choice, words and a rating at once, and a calm-down slider placed after Feel Now.
  await t.database.db.insert(sessionSteps).values([
    {
      key: 'check_in',
      title: 'Check In',
      textContent: 'How is it?',
      types: ['radio', 'text', 'slider'],
      radioOptions: ['Calm', 'Tense'],
      sliderMin: 0,
      sliderMax: 10,
      position: 98,
    },
    {
      key: 'how_calm_are_you',
      title: 'How calm are you?',
      textContent: 'Rate your calm.',
      types: ['slider'],
      sliderMin: 0,
      sliderMax: 10,
      position: 99,
    },
    {
      key: 'words_and_rating',
      title: 'Words and Rating',
      textContent: 'Say it and rate it.',
      types: ['text', 'slider'],
      sliderMin: 0,
      sliderMax: 10,
      position: 100,
    },
  ]);
  steps = Object.fromEntries((await t.database.db.select().from(sessionSteps)).map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

const post = (p: CreatedPatient, responses: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(p.token), payload: { responses } });
const journalOf = async (p: CreatedPatient) =>
  (await t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(p.token) })).json().data[0].sessions[0];

describe('before and after of a stored session', () => {
  it('after is the Feel Now answer, even when another slider follows it', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, [
      { session_step_id: steps['Rate the Intensity'], response: 5 },
      { session_step_id: steps['Describe Sensations'], response: 'a knot' },
      { session_step_id: steps['Feel Now'], response: 1 },
      { session_step_id: steps['How calm are you?'], response: 0 },
    ]);
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.id));
    expect(row).toMatchObject({ intensityFirst: 5, intensityLast: 1 });
  });
});

describe('answers that combine a choice, text and a rating', () => {
  it('stores and shows every part: the choice, the words and the rating', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p, [
      { session_step_id: steps['Rate the Intensity'], response: 6 },
      { session_step_id: steps['Check In'], response: ['Calm', 'Breathing helped', 3] },
      { session_step_id: steps['Words and Rating'], response: ['Lighter now', 2] },
    ]);
    expect(res.statusCode).toBe(201);
    const stored = await t.database.db
      .select()
      .from(problemResponses)
      .where(eq(problemResponses.problemId, res.json().data.id));
    expect(stored.map((r) => r.response)).toEqual(
      expect.arrayContaining([
        ['Calm', 'Breathing helped', 3],
        ['Lighter now', 2],
      ]),
    );
    const session = await journalOf(p);
    expect(session.text_responses).toEqual(
      expect.arrayContaining([
        { step_title: 'Check In', response: 'Calm' },
        { step_title: 'Check In', response: 'Breathing helped' },
        { step_title: 'Words and Rating', response: 'Lighter now' },
      ]),
    );
    expect(session.intensity_responses).toEqual(
      expect.arrayContaining([
        { step_title: 'Check In', step_key: 'check_in', response: 3 },
        { step_title: 'Words and Rating', step_key: 'words_and_rating', response: 2 },
      ]),
    );
  });

  it('refuses three parts on a step that does not ask for all three, and a rating outside the range', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const wrongStep = await post(p, [
      { session_step_id: steps['Sensation State'], response: ["It's gone", 'words', 3] },
    ]);
    expect(wrongStep.statusCode).toBe(400);
    expect(wrongStep.json().details).toEqual([
      { field: 'responses.0.response', code: 'not_allowed', message: expect.any(String) },
    ]);
    const outOfRange = await post(p, [{ session_step_id: steps['Check In'], response: ['Calm', 'words', 11] }]);
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().details[0].field).toBe('responses.0.response');
  });
});
