import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { problems, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let responses: unknown[];
beforeAll(async () => {
  t = await buildTestApp();
  const steps = Object.fromEntries((await t.database.db.select().from(sessionSteps)).map((s) => [s.title, s.id]));
  responses = [
    { session_step_id: steps['Rate the Intensity'], response: 6 },
    { session_step_id: steps['Describe Sensations'], response: 'a weight on my shoulders' },
  ];
});
afterAll(() => t.close());

const submit = (p: CreatedPatient) =>
  t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(p.token), payload: { responses } });
const storedBy = async (p: CreatedPatient) =>
  (await t.database.db.select({ n: count() }).from(problems).where(eq(problems.userId, p.id)))[0]!.n;
/** Moves the oldest of a patient's sessions of the last hour back in time, as if it had been submitted then. */
async function ageOldest(p: CreatedPatient, minutes: number) {
  const [oldest] = await t.database.db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.userId, p.id), gt(problems.createdAt, sql`now() - interval '1 hour'`)))
    .orderBy(asc(problems.createdAt))
    .limit(1);
  await t.database.db
    .update(problems)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(problems.id, oldest!.id));
}

describe('30 stored sessions an hour per patient on POST /api/problem', () => {
  it('stores 30, answers the 31st 429 with Retry-After, and stores nothing for it', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    for (let i = 0; i < 30; i++) expect((await submit(p)).statusCode).toBe(201);
    const res = await submit(p);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(res.json().message).toMatch(/hour/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await storedBy(p)).toBe(30);
  });

  it('counts each patient apart', async () => {
    const busy = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    for (let i = 0; i < 30; i++) expect((await submit(busy)).statusCode).toBe(201);
    expect((await submit(busy)).statusCode).toBe(429);
    expect((await submit(other)).statusCode).toBe(201);
  });

  it('takes a session again once the oldest of the hour is more than an hour old, and says when the next slot frees', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    for (let i = 0; i < 30; i++) expect((await submit(p)).statusCode).toBe(201);
    expect((await submit(p)).statusCode).toBe(429);

    await ageOldest(p, 61);
    expect((await submit(p)).statusCode).toBe(201);
    expect((await submit(p)).statusCode).toBe(429);

    // The oldest session still inside the hour was stored 50 minutes ago: a slot frees in 10.
    await ageOldest(p, 50);
    const res = await submit(p);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedBy(p)).toBe(31);
  });

  it('still tells a patient who has not agreed so first', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    for (let i = 0; i < 30; i++) expect((await submit(p)).statusCode).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: '/api/agreement',
      headers: bearer(p.token),
      payload: { agreement_accepted: false },
    });
    expect((await submit(p)).statusCode).toBe(403);
  });
});
