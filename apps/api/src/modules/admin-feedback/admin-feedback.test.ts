import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { truncate } from '../../../test/database.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { appTypes, feedback, users } from '../../db/schema.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  await truncate(t.database, ['feedback']);
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
  const base = Date.UTC(2025, 4, 1);
  await t.database.db.insert(feedback).values(
    Array.from({ length: 12 }, (_, i) => ({
      firstName: `First${i + 1}`,
      lastName: `Last${i + 1}`,
      email: `f${i + 1}@example.test`,
      city: 'Lyon',
      country: 'France',
      feedback: i === 11 ? '<b>not bold</b> =1+1' : `Feedback number ${i + 1}`,
      createdAt: new Date(base + i * 3_600_000),
    })),
  );
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/admin/feedback', () => {
  it("pages newest first with every item's names, contact and text", async () => {
    const res = await get('/api/admin/feedback');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ current_page: 1, total_pages: 2, total_items: 12, limit: 10 });
    expect(data.items).toHaveLength(10);
    expect(data.items[0]).toEqual({
      id: expect.any(String),
      first_name: 'First12',
      last_name: 'Last12',
      email: 'f12@example.test',
      city: 'Lyon',
      country: 'France',
      feedback: '<b>not bold</b> =1+1',
      created_at: new Date(Date.UTC(2025, 4, 1) + 11 * 3_600_000).toISOString(),
    });
    expect(data.items[9].first_name).toBe('First3');
  });

  it('gives the rest on the last page and nothing past it', async () => {
    const second = (await get('/api/admin/feedback?page=2')).json().data;
    expect(second.items.map((i: { first_name: string }) => i.first_name)).toEqual(['First2', 'First1']);
    const past = (await get('/api/admin/feedback?page=3&limit=10')).json().data;
    expect(past).toMatchObject({ items: [], current_page: 3, total_pages: 2, total_items: 12 });
  });

  it('refuses a bad page or limit, and anyone but an administrator', async () => {
    expect((await get('/api/admin/feedback?limit=101')).statusCode).toBe(400);
    expect((await get('/api/admin/feedback?page=0')).statusCode).toBe(400);
    expect((await get('/api/admin/feedback?page=abc')).statusCode).toBe(400);
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect((await get('/api/admin/feedback', patient.token)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/app-types', () => {
  it('lists each app type with its number of patients', async () => {
    await t.database.db.insert(appTypes).values({ code: 'ios', name: 'iOS' });
    await t.database.db.delete(users);
    await t.database.db.insert(users).values([
      { firstName: 'A', email: 'a@types.test' },
      { firstName: 'B', email: 'b@types.test', appType: 'web' },
    ]);
    const res = await get('/api/admin/app-types');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.items.map((i: { code: string; name: string; user_count: number }) => [i.code, i.name, i.user_count]),
    ).toEqual([
      ['web', 'Web', 2],
      ['ios', 'iOS', 0],
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents the back-office insight routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/admin/dashboard',
      '/api/admin/stats/user-activity',
      '/api/admin/stats/problem-types',
      '/api/admin/stats/feedback-sentiment',
      '/api/admin/stats/problem-trends',
      '/api/admin/feedback',
      '/api/admin/export/users',
      '/api/admin/export/feedbacks',
      '/api/admin/app-type-video',
      '/api/videos',
      '/api/admin/app-types',
    ])
      expect(paths).toContain(p);
  });
});
