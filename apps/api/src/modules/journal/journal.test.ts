import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { problems, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

async function submit(token: string, text: string, before: number, after: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/problem',
    headers: bearer(token),
    payload: {
      responses: [
        { session_step_id: steps['Choose Experience'], response: 'Physical pain' },
        { session_step_id: steps['Rate the Intensity'], response: before },
        { session_step_id: steps['Focus and Feel It'], response: text },
        { session_step_id: steps['Sensation State'], response: ["It's changed", 'softer now'] },
        { session_step_id: steps['Feel Now'], response: after },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
}

const journal = (token: string) => t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(token) });

describe('GET /api/journal', () => {
  it('shows every change at once, though it answers from memory between changes', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const count = async () => (await journal(me.token)).json().data.flatMap((d: { sessions: unknown[] }) => d.sessions).length;
    expect(await count()).toBe(0);
    const first = await submit(me.token, 'Headache', 6, 1);
    expect(await count()).toBe(1);
    await submit(me.token, 'Sore knee', 5, 0);
    expect(await count()).toBe(2);
    // Straight in the database (another instance, an operator): as soon as the notification arrives.
    await t.database.db.delete(problems).where(eq(problems.id, first));
    const deadline = Date.now() + 1000;
    while ((await count()) !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    expect(await count()).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) })).statusCode).toBe(200);
    expect(await count()).toBe(0);
  });

  it('keeps words that look like numbers or JSON as the words the patient typed', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await submit(me.token, '5', 6, 2);
    await submit(me.token, 'true', 6, 2);
    await submit(me.token, '["a","b"]', 6, 2);
    const sessions = (await journal(me.token)).json().data.flatMap((d: { sessions: unknown[] }) => d.sessions);
    const typed = sessions.map((s: { text_responses: { step_title: string; response: unknown }[] }) => s.text_responses.find((r) => r.step_title === 'Focus and Feel It')?.response);
    expect(typed.sort()).toEqual(['5', '["a","b"]', 'true'].sort());
    for (const s of sessions) expect((s as { intensity_responses: unknown[] }).intensity_responses).toEqual([{ step_title: 'Rate the Intensity', response: 6 }, { step_title: 'Feel Now', response: 2 }]);
  });

  it("shows only the caller's sessions, newest first, grouped by day", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    const older = await submit(me.token, 'Tight shoulders', 7, 3);
    await t.database.db.update(problems).set({ createdAt: new Date('2025-03-04T10:00:00Z') }).where(eq(problems.id, older));
    const first = await submit(me.token, 'Headache', 6, 1);
    const second = await submit(me.token, 'Sore knee', 5, 0);
    await submit(other.token, 'Not mine', 9, 9);

    const res = await journal(me.token);
    expect(res.statusCode).toBe(200);
    const days = res.json().data;
    expect(days.map((d: { date: string }) => d.date)).toEqual([new Date().toISOString().slice(0, 10), '2025-03-04']);
    expect(days[0].sessions.map((s: { session_id: string }) => s.session_id)).toEqual([second, first]);
    expect(days[1].sessions[0]).toEqual({
      session_id: older,
      created_at: '2025-03-04T10:00:00.000Z',
      experience: 'Physical pain',
      text_responses: [
        { step_title: 'Focus and Feel It', response: 'Tight shoulders' },
        { step_title: 'Sensation State', response: "It's changed" },
        { step_title: 'Sensation State', response: 'softer now' },
      ],
      intensity_responses: [
        { step_title: 'Rate the Intensity', response: 7 },
        { step_title: 'Feel Now', response: 3 },
      ],
      // Planned with the session, on the default schedule, none answered yet.
      check_ins: ['1d', '7d', '30d'].map((after) => ({ after, due_at: expect.any(String), answered_at: null, intensity: null, note: null })),
    });
  });

  it('is empty for a patient with no sessions and needs a token', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await journal(p.token)).json()).toEqual({ success: true, data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/journal' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/journal', () => {
  it("deletes the caller's sessions and nobody else's", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    await submit(me.token, 'Mine', 4, 2);
    await submit(other.token, 'Theirs', 4, 2);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { deleted: 1 } });
    expect((await journal(me.token)).json().data).toEqual([]);
    expect((await journal(other.token)).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal' })).statusCode).toBe(401);
  });
});
