import { expect } from 'vitest';
import { sessionSteps } from '../src/db/schema.js';
import type { Database } from '../src/db/client.js';
import type { TestContext } from './app.js';
import { bearer } from './factories.js';

/** Stores one guided session on a running server process at `base`; `text` is its first text answer. */
export async function storeSessionOn(base: string, database: Database, token: string, text: string): Promise<void> {
  const steps = Object.fromEntries((await database.db.select().from(sessionSteps)).map((s) => [s.title, s.id]));
  const res = await fetch(`${base}/api/problem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      responses: [
        { session_step_id: steps['Choose Experience'], response: 'Physical pain' },
        { session_step_id: steps['Rate the Intensity'], response: 7 },
        { session_step_id: steps['Focus and Feel It'], response: text },
      ],
    }),
  });
  expect(res.status).toBe(201);
}

/** Stores one guided session through the API: `text` is its first text answer. Returns the problem id. */
export async function storeSession(
  t: TestContext,
  token: string,
  text: string,
  before = 7,
  after = 2,
): Promise<string> {
  const rows = await t.database.db.select().from(sessionSteps);
  const steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
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

export interface CheckInView {
  id: string;
  problem_id: string;
  after: string;
  due_at: string;
  experience: string | null;
  summary: string | null;
  intensity_first: number | null;
  intensity_last: number | null;
  answered_at: string | null;
  intensity: number | null;
  note: string | null;
}

export async function checkInsOf(
  t: TestContext,
  token: string,
): Promise<{ due: CheckInView[]; upcoming: CheckInView[] }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/check-ins', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Waits, by asking the API, until `count` check-ins of the patient are due. */
export async function waitUntilDue(t: TestContext, token: string, count: number): Promise<CheckInView[]> {
  await expect
    .poll(async () => (await checkInsOf(t, token)).due.length, { timeout: 10_000, interval: 100 })
    .toBe(count);
  return (await checkInsOf(t, token)).due;
}

export const answer = (t: TestContext, token: string, id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/check-ins/${id}`, headers: bearer(token), payload: payload as object });
