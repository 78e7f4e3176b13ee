import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemResponses, problems, sessionSteps } from '../../src/db/schema.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient } from '../factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface JournalDay {
  sessions: { session_id: string; text_responses: { step_title: string; response: string }[]; intensity_responses: { response: number }[] }[];
}

/**
 * One patient submits 50 sessions at the same moment (several tabs, a retrying client). On
 * PGlite every request shares one connection, so this also proves its work is queued rather
 * than interleaved inside another request's transaction.
 */
describe('50 parallel submissions by one patient', () => {
  it('are all answered 201 and all stored with every answer, and the journal shows each once', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const steps = Object.fromEntries((await t.database.db.select().from(sessionSteps)).map((s) => [s.title, s.id]));
    const session = (i: number) => [
      { session_step_id: steps['Choose Experience'], response: 'Emotional issue' },
      { session_step_id: steps['Rate the Intensity'], response: i % 11 },
      { session_step_id: steps['Describe Sensations'], response: `Tight chest, session ${i}` },
      { session_step_id: steps['Feel Now'], response: (i + 3) % 11 },
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(p.token), payload: { responses: session(i) } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const ids = results.map((r) => r.json().data.id as string);
    expect(new Set(ids).size).toBe(50);

    const rows = await t.database.db.select().from(problems).where(eq(problems.userId, p.id));
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    const answers = await t.database.db.select().from(problemResponses).where(inArray(problemResponses.problemId, ids));
    expect(answers).toHaveLength(50 * 4);
    // Each stored session holds its own answers, in order, and not another request's.
    ids.forEach((id, i) => {
      const own = answers.filter((a) => a.problemId === id).sort((a, b) => a.position - b.position);
      expect(own.map((a) => a.response)).toEqual(session(i).map((a) => a.response));
    });

    const journal = await t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(p.token) });
    expect(journal.statusCode).toBe(200);
    const sessions = (journal.json().data as JournalDay[]).flatMap((d) => d.sessions);
    expect(sessions.map((s) => s.session_id).sort()).toEqual([...ids].sort());
    const texts = sessions.flatMap((s) => s.text_responses.map((r) => r.response)).sort();
    expect(texts).toEqual(Array.from({ length: 50 }, (_, i) => `Tight chest, session ${i}`).sort());
  });
});
