import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { measures } from '../../db/schema.js';

// Measures share the sessions' hourly limit (PROBLEM_RATE_LIMIT). Reaching it takes a short
// MEASURE_INTERVAL: with the default of 14 days a patient can store two in an hour at most.
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { MEASURE_INTERVAL: '1s', PROBLEM_RATE_LIMIT: '2' } });
});
afterAll(() => t.close());

const ANSWERS = [1, 1, 1, 1, 1, 1, 1];

describe('the hourly limit on POST /api/measures/:key', () => {
  it('answers the third measure of the hour 429 with Retry-After, and stores nothing for it', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const take = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/measures/gad7',
        payload: { answers: ANSWERS },
        headers: bearer(me.token),
      });
    expect((await take()).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 1_100)); // due again after MEASURE_INTERVAL
    expect((await take()).statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 1_100));
    const refused = await take();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3_500);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    const [stored] = await t.database.db.select({ n: count() }).from(measures).where(eq(measures.userId, me.id));
    expect(stored!.n).toBe(2);
  });
});
