import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { problemResponses, problems, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

const post = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(token), payload: body });

const session = (words = 'A knot of worry about work') => [
  { session_step_id: steps['Choose Experience'], response: 'Emotional issue' },
  { session_step_id: steps['Rate the Intensity'], response: 9 },
  { session_step_id: steps['Focus and Feel It'], response: words },
  { session_step_id: steps['Feel Now'], response: 9 },
];

const storedBy = async (userId: string) => t.database.db.select().from(problems).where(eq(problems.userId, userId));

describe('POST /api/problem with a client_id', () => {
  it('stores a submission sent twice once, and answers the second with the first answer', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const client_id = randomUUID();
    const first = await post(p.token, { responses: session(), client_id });
    expect(first.statusCode).toBe(201);
    const again = await post(p.token, { responses: session(), client_id });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data.safety).toEqual({ concern: true, reasons: ['high_intensity'] });
    const rows = await storedBy(p.id);
    expect(rows).toHaveLength(1);
    expect(
      await t.database.db.select().from(problemResponses).where(eq(problemResponses.problemId, rows[0]!.id)),
    ).toHaveLength(4);
  });

  it('answers a resend with the first data even when its body differs, in any letter case', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const client_id = randomUUID();
    const first = await post(p.token, { responses: session(), client_id });
    const again = await post(p.token, { responses: session('something else'), client_id: client_id.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await storedBy(p.id)).toHaveLength(1);
  });

  it('stores once when the same submission arrives several times at once', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const client_id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(p.token, { responses: session(), client_id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    expect(await storedBy(p.id)).toHaveLength(1);
  });

  it("keeps another patient's submission with the same client_id apart", async () => {
    const a = await createPatient(t.database, t.config.jwtSecret);
    const b = await createPatient(t.database, t.config.jwtSecret);
    const client_id = randomUUID();
    const fromA = await post(a.token, { responses: session(), client_id });
    const fromB = await post(b.token, { responses: session(), client_id });
    expect([fromA.statusCode, fromB.statusCode]).toEqual([201, 201]);
    expect(fromB.json().data.id).not.toBe(fromA.json().data.id);
    expect(await storedBy(a.id)).toHaveLength(1);
    expect(await storedBy(b.id)).toHaveLength(1);
  });

  it('stores each submission without a client_id, and refuses one that is not a UUID', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    await post(p.token, { responses: session() });
    await post(p.token, { responses: session() });
    expect(await storedBy(p.id)).toHaveLength(2);
    const bad = await post(p.token, { responses: session(), client_id: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'client_id' })]);
  });
});
