import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { problemResponses, problems, sessionSteps } from '../../src/db/schema.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient } from '../factories.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  steps = Object.fromEntries((await t.database.db.select().from(sessionSteps)).map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

interface JournalDay {
  sessions: {
    session_id: string;
    text_responses: { step_title: string; response: string }[];
    intensity_responses: { response: number }[];
  }[];
}

const session = (i: number) => [
  { session_step_id: steps['Choose Experience'], response: 'Emotional issue' },
  { session_step_id: steps['Rate the Intensity'], response: i % 11 },
  { session_step_id: steps['Describe Sensations'], response: `Tight chest, session ${i}` },
  { session_step_id: steps['Feel Now'], response: (i + 3) % 11 },
];
const submit = (app: App, token: string, i: number) =>
  app.inject({ method: 'POST', url: '/api/problem', headers: bearer(token), payload: { responses: session(i) } });

/**
 * One patient submits 50 sessions at the same moment (several tabs, a retrying client, a
 * script). On PGlite every request shares one connection, so this also proves its work is
 * queued rather than interleaved inside another request's transaction.
 */
describe('50 parallel submissions by one patient', () => {
  it('store exactly 30 (the hourly limit), each with every answer; the rest are 429 and leave nothing behind', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => submit(t.app, p.token, i)));
    const accepted = results.flatMap((r, i) => (r.statusCode === 201 ? [{ i, id: r.json().data.id as string }] : []));
    expect(accepted).toHaveLength(30);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual(Array(20).fill(429));
    for (const r of refused) {
      expect(r.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const ids = accepted.map((a) => a.id);
    expect(new Set(ids).size).toBe(30);

    const rows = await t.database.db.select().from(problems).where(eq(problems.userId, p.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const answers = await t.database.db
      .select()
      .from(problemResponses)
      .where(
        inArray(
          problemResponses.problemId,
          rows.map((r) => r.id),
        ),
      );
    expect(answers).toHaveLength(30 * 4);
    // Each stored session holds its own answers, in order, and not another request's.
    for (const { i, id } of accepted) {
      const own = answers.filter((a) => a.problemId === id).sort((a, b) => a.position - b.position);
      expect(own.map((a) => a.response)).toEqual(session(i).map((a) => a.response));
    }

    const journal = await t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(p.token) });
    expect(journal.statusCode).toBe(200);
    const sessions = (journal.json().data as JournalDay[]).flatMap((d) => d.sessions);
    expect(sessions.map((s) => s.session_id).sort()).toEqual([...ids].sort());
    const texts = sessions.flatMap((s) => s.text_responses.map((r) => r.response)).sort();
    expect(texts).toEqual(accepted.map(({ i }) => `Tight chest, session ${i}`).sort());
  });

  it('through two instances on one database, store exactly 30 between them', async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false, closeDatabase: false });
    await second.ready();
    try {
      const p = await createPatient(t.database, t.config.jwtSecret);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => submit(i % 2 ? second : t.app, p.token, i)),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(30);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20);
      expect(
        await t.database.db.select({ id: problems.id }).from(problems).where(eq(problems.userId, p.id)),
      ).toHaveLength(30);
    } finally {
      await second.close();
    }
  });
});
