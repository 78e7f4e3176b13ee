import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { problemResponses, problems, sessionSteps } from '../../db/schema.js';
import { prepareProblem, stepSummaries, storeProblem } from './problems.service.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

const post = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(token), payload: body as object });

const fullSession = () => [
  { session_step_id: steps['Choose Experience'], response: 'Emotional issue' },
  { session_step_id: steps['Rate the Intensity'], response: 8 },
  { session_step_id: steps['Focus and Feel It'], response: 'A knot of worry about work' },
  { session_step_id: steps['Sensation State'], response: "It's gone" },
  { session_step_id: steps['Feel Now'], response: 2 },
];

describe('POST /api/problem', () => {
  it('stores the session with step snapshots, the experience and both intensities', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p.token, { responses: fullSession() });
    expect(res.statusCode).toBe(201);
    const { id, created_at } = res.json().data;
    expect(new Date(created_at).getTime()).not.toBeNaN();
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, id));
    expect(row).toMatchObject({
      userId: p.id,
      experienceTitle: 'Emotional issue',
      intensityFirst: 8,
      intensityLast: 2,
      appType: 'web',
    });
    expect(row!.experienceId).not.toBeNull();
    const answers = await t.database.db.select().from(problemResponses).where(eq(problemResponses.problemId, id));
    expect(answers.sort((a, b) => a.position - b.position).map((a) => [a.stepTitle, a.response])).toEqual([
      ['Choose Experience', 'Emotional issue'],
      ['Rate the Intensity', 8],
      ['Focus and Feel It', 'A knot of worry about work'],
      ['Sensation State', "It's gone"],
      ['Feel Now', 2],
    ]);
  });

  it('accepts pairs and keeps only a before-intensity when the session had one rating', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await post(p.token, {
      responses: [
        { session_step_id: steps['Rate the Intensity'], step_unique_id: 'x-1', response: 6 },
        { session_step_id: steps['Process Again'], response: ['Yes', 'another one'] },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.id));
    expect(row).toMatchObject({ intensityFirst: 6, intensityLast: null, experienceId: null });
  });

  it('refuses a patient who has not accepted the conditions of use, and stores nothing', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { agreementAccepted: false });
    const res = await post(p.token, { responses: fullSession() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'AGREEMENT_REQUIRED' });
    expect(await t.database.db.select().from(problems).where(eq(problems.userId, p.id))).toEqual([]);
  });

  it.each([
    ['an invalid body', { responses: [] }],
    ['an unknown step', { responses: [{ session_step_id: '00000000-0000-4000-8000-000000000000', response: 'hi' }] }],
  ])('tells a patient who has not agreed so before anything about %s', async (_name, body) => {
    const p = await createPatient(t.database, t.config.jwtSecret, { agreementAccepted: false });
    const res = await post(p.token, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, error: 'AGREEMENT_REQUIRED' });
  });

  it('refuses a patient whose agreement was withdrawn since the last session', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await post(p.token, { responses: fullSession() })).statusCode).toBe(201);
    const withdraw = await t.app.inject({
      method: 'PUT',
      url: '/api/agreement',
      headers: { authorization: `Bearer ${p.token}` },
      payload: { agreement_accepted: false },
    });
    expect(withdraw.statusCode).toBe(200);
    const res = await post(p.token, { responses: fullSession() });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(problems).where(eq(problems.userId, p.id))).toHaveLength(1);
  });

  it.each([
    ['no answers', { responses: [] }],
    ['no responses field', {}],
    ['an object as response', { responses: [{ session_step_id: 'S', response: { a: 1 } }] }],
    ['a boolean as response', { responses: [{ session_step_id: 'S', response: true }] }],
    ['a three-part pair', { responses: [{ session_step_id: 'S', response: ['a', 'b', 'c'] }] }],
    ['a text over 10,000 characters', { responses: [{ session_step_id: 'S', response: 'x'.repeat(10_001) }] }],
    [
      'an unknown step id',
      { responses: [{ session_step_id: '00000000-0000-4000-8000-000000000000', response: 'hi' }] },
    ],
    ['a step id that is not a uuid', { responses: [{ session_step_id: 'step-1', response: 'hi' }] }],
  ])('answers 400 for %s and stores nothing', async (_name, body) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const payload = JSON.parse(JSON.stringify(body).replace(/"S"/g, JSON.stringify(steps['Message'])));
    const res = await post(p.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details.length).toBeGreaterThan(0);
    expect(await t.database.db.select().from(problems).where(eq(problems.userId, p.id))).toEqual([]);
  });

  it('needs a patient token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/problem', payload: { responses: [] } })).statusCode).toBe(
      401,
    );
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect((await post(admin.token, { responses: fullSession() })).statusCode).toBe(403);
  });

  it('stores a session with its own answers; none for a patient who is gone or has not agreed', async () => {
    const [a, b] = [
      await createPatient(t.database, t.config.jwtSecret),
      await createPatient(t.database, t.config.jwtSecret),
    ];
    const stepsById = await stepSummaries(t.app);
    const session = (userId: string, feeling: string) =>
      prepareProblem(
        userId,
        [
          { session_step_id: steps['Choose Experience']!, response: feeling },
          { session_step_id: steps['Rate the Intensity']!, response: 7 },
        ],
        stepsById,
      );
    const sessions = [
      session(a.id, 'Emotional issue'),
      session(b.id, 'Physical pain'),
      session(a.id, 'a feeling of my own'),
    ];
    for (const s of sessions)
      expect(await storeProblem(t.app, s)).toEqual({ stored: { id: s.id, created_at: expect.any(String) } });
    const rows = await t.database.db
      .select()
      .from(problems)
      .where(
        inArray(
          problems.id,
          sessions.map((s) => s.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(sessions.map((s) => [byId.get(s.id)!.userId, byId.get(s.id)!.experienceTitle])).toEqual([
      [a.id, 'Emotional issue'],
      [b.id, 'Physical pain'],
      [a.id, 'a feeling of my own'],
    ]);
    const answers = await t.database.db
      .select()
      .from(problemResponses)
      .where(
        inArray(
          problemResponses.problemId,
          sessions.map((s) => s.id),
        ),
      );
    expect(
      answers
        .filter((r) => r.problemId === sessions[1]!.id)
        .map((r) => r.response)
        .sort(),
    ).toEqual([7, 'Physical pain'].sort());

    const undecided = await createPatient(t.database, t.config.jwtSecret, { agreementAccepted: false });
    const gone = session('00000000-0000-4000-8000-00000000dead', 'Emotional issue');
    const refused = session(undecided.id, 'Emotional issue');
    expect(await storeProblem(t.app, gone)).toEqual({ refused: 'agreement' });
    expect(await storeProblem(t.app, refused)).toEqual({ refused: 'agreement' });
    expect(
      await t.database.db
        .select({ id: problems.id })
        .from(problems)
        .where(inArray(problems.id, [gone.id, refused.id])),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(problemResponses)
        .where(inArray(problemResponses.problemId, [gone.id, refused.id])),
    ).toEqual([]);
  });

  it('stores up to the hourly limit, and refuses past it with the wait', async () => {
    const [busy, calm] = [
      await createPatient(t.database, t.config.jwtSecret),
      await createPatient(t.database, t.config.jwtSecret),
    ];
    const stepsById = await stepSummaries(t.app);
    const session = (userId: string) =>
      prepareProblem(userId, [{ session_step_id: steps['Rate the Intensity']!, response: 5 }], stepsById);
    const limitedTo = (problemRateLimit: number | null) => ({
      db: t.database.db,
      config: { ...t.config, problemRateLimit },
    });
    const outcomes = [];
    for (const s of [
      session(busy.id),
      session(busy.id),
      session(calm.id),
      session(busy.id),
      session(busy.id),
      session(calm.id),
    ]) {
      outcomes.push(await storeProblem(limitedTo(3), s));
    }
    expect(outcomes.map((s) => ('stored' in s ? 'stored' : 'refused' in s ? s.refused : 'resent'))).toEqual([
      'stored',
      'stored',
      'stored',
      'stored',
      'hourly-limit',
      'stored',
    ]);
    const wait = (outcomes[4] as { retryAfter: number }).retryAfter;
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    // Without a limit (PROBLEM_RATE_LIMIT=off), nothing is refused for it.
    expect('stored' in (await storeProblem(limitedTo(null), session(busy.id)))).toBe(true);
  });
});
