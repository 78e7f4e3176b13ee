import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { eq } from 'drizzle-orm';
import { problems, users } from '../../db/schema.js';
import { seedStatsHistory } from '../../../test/fixtures/stats.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await seedStatsHistory(t.database);
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const data = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('GET /api/admin/dashboard', () => {
  it('counts everything when no range is given', async () => {
    expect(await data('/api/admin/dashboard')).toEqual({
      total_users: 4,
      active_users: 4,
      total_feedbacks: 4,
      total_problems: 3,
    });
    expect(await data('/api/admin/dashboard?from_date=&to_date=&appType=')).toEqual({
      total_users: 4,
      active_users: 4,
      total_feedbacks: 4,
      total_problems: 3,
    });
  });

  it('includes whole first and last days and nothing outside them', async () => {
    expect(await data('/api/admin/dashboard?from_date=2025-03-01&to_date=2025-03-31')).toEqual({
      total_users: 2,
      active_users: 3,
      total_feedbacks: 3,
      total_problems: 2,
    });
    expect(await data('/api/admin/dashboard?from_date=2025-02-28&to_date=2025-02-28')).toEqual({
      total_users: 1,
      active_users: 0,
      total_feedbacks: 0,
      total_problems: 0,
    });
    expect(await data('/api/admin/dashboard?from_date=2025-01-01&to_date=2025-02-28')).toEqual({
      total_users: 2,
      active_users: 1,
      total_feedbacks: 1,
      total_problems: 1,
    });
  });

  it('filters by app type', async () => {
    expect(await data('/api/admin/dashboard?from_date=2025-03-01&to_date=2025-03-31&appType=web')).toEqual({
      total_users: 1,
      active_users: 2,
      total_feedbacks: 2,
      total_problems: 1,
    });
    expect(await data('/api/admin/dashboard?appType=ios')).toEqual({
      total_users: 1,
      active_users: 1,
      total_feedbacks: 1,
      total_problems: 1,
    });
  });

  it('refuses an end before the start and dates that do not exist', async () => {
    const backwards = await get('/api/admin/dashboard?from_date=2025-03-02&to_date=2025-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      details: [{ field: 'to_date', code: 'invalid_range' }],
    });
    expect((await get('/api/admin/dashboard?from_date=2025-02-30')).statusCode).toBe(400);
    expect((await get('/api/admin/dashboard?to_date=03/01/2025')).statusCode).toBe(400);
    expect((await get('/api/admin/dashboard?from_date=0000-01-01')).statusCode).toBe(400);
  });

  it('names a malformed date once, with the format to use', async () => {
    const res = await get('/api/admin/dashboard?from_date=bad');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'from_date', code: 'invalid_format', message: 'Use the format yyyy-MM-dd' },
    ]);
  });

  it('counts everything up to the last day there is, 9999-12-31', async () => {
    for (const url of [
      '/api/admin/dashboard?to_date=9999-12-31',
      '/api/admin/stats/user-activity?fromDate=0001-01-01&toDate=9999-12-31',
      '/api/admin/stats/problem-types?toDate=9999-12-31',
      '/api/admin/stats/feedback-sentiment?toDate=9999-12-31',
      '/api/admin/stats/problem-trends?toDate=9999-12-31',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('is for administrators only', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect((await get('/api/admin/dashboard', patient.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats/user-activity' })).statusCode).toBe(401);
    await t.database.db.delete(users).where(eq(users.id, patient.id));
  });
});

describe('statistics', () => {
  const range = 'fromDate=2025-01-01&toDate=2025-03-31';

  it('user activity: new and active patients per month', async () => {
    expect(await data(`/api/admin/stats/user-activity?${range}`)).toEqual([
      { month: '2025-01', new_users: 1, active_users: 0 },
      { month: '2025-02', new_users: 1, active_users: 1 },
      { month: '2025-03', new_users: 2, active_users: 3 },
    ]);
    expect(await data(`/api/admin/stats/user-activity?${range}&appType=ios`)).toEqual([
      { month: '2025-01', new_users: 0, active_users: 0 },
      { month: '2025-02', new_users: 0, active_users: 0 },
      { month: '2025-03', new_users: 1, active_users: 1 },
    ]);
  });

  it('problem types: sessions per experience, most first', async () => {
    expect(await data('/api/admin/stats/problem-types')).toEqual([
      { experience: 'Stats Pain', count: 2 },
      { experience: 'Stats Belief', count: 1 },
    ]);
    expect(await data('/api/admin/stats/problem-types?fromDate=2025-03-01&toDate=2025-03-01')).toEqual([
      { experience: 'Stats Belief', count: 1 },
    ]);
  });

  it('feedback sentiment: all three sentiments, zero included', async () => {
    expect(await data('/api/admin/stats/feedback-sentiment')).toEqual([
      { sentiment: 'positive', count: 2 },
      { sentiment: 'neutral', count: 1 },
      { sentiment: 'negative', count: 1 },
    ]);
    expect(await data('/api/admin/stats/feedback-sentiment?fromDate=2025-03-01&toDate=2025-03-31&appType=web')).toEqual(
      [
        { sentiment: 'positive', count: 1 },
        { sentiment: 'neutral', count: 0 },
        { sentiment: 'negative', count: 1 },
      ],
    );
  });

  it('problem trends: problems and average intensities per month', async () => {
    expect(await data(`/api/admin/stats/problem-trends?${range}`)).toEqual([
      { month: '2025-01', problems: 0, avg_intensity_first: null, avg_intensity_last: null },
      { month: '2025-02', problems: 1, avg_intensity_first: 8, avg_intensity_last: 2 },
      { month: '2025-03', problems: 2, avg_intensity_first: 5, avg_intensity_last: 1 },
    ]);
  });

  it('covers the current month and the five before it by default', async () => {
    const [fresh] = await t.database.db
      .insert(users)
      .values({ firstName: 'Now', email: 'now@stats.test' })
      .returning({ id: users.id });
    await t.database.db.insert(problems).values({ userId: fresh!.id, intensityFirst: 3, intensityLast: 3 });
    const now = new Date();
    const months = Array.from({ length: 6 }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1)).toISOString().slice(0, 7),
    );
    const activity = await data('/api/admin/stats/user-activity');
    expect(activity.map((p: { month: string }) => p.month)).toEqual(months);
    expect(activity.at(-1)).toEqual({ month: months[5], new_users: 1, active_users: 1 });
    const trends = await data('/api/admin/stats/problem-trends');
    expect(trends.at(-1)).toEqual({ month: months[5], problems: 1, avg_intensity_first: 3, avg_intensity_last: 3 });
  });

  it('refuses a toDate before fromDate', async () => {
    const res = await get('/api/admin/stats/problem-trends?fromDate=2025-03-02&toDate=2025-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('toDate');
  });
});
