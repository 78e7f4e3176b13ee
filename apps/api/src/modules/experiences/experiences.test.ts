import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: { SUPPORT_EMAIL: 'help@clearwell.test', SUPPORT_PHONE: '+1 555 0100', APP_NAME: 'Clearwell' },
  });
});
afterAll(() => t.close());

describe('GET /api/experiences', () => {
  it('lists the seeded experiences in order for a patient', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({ method: 'GET', url: '/api/experiences', headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((e: { title: string }) => e.title);
    expect(titles).toEqual(['Physical pain', 'Emotional issue', 'Relationship issue', 'Thought or belief']);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['icon', 'id', 'title']);
  });

  it('needs a patient token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/experiences' })).statusCode).toBe(401);
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/experiences', headers: bearer(admin.token) })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/app-info', () => {
  it('answers anyone with the configured name and support contacts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { app_name: 'Clearwell', support_email: 'help@clearwell.test', support_phone: '+1 555 0100' },
    });
  });
});

describe('the OpenAPI document', () => {
  it('describes the session, journal, feedback and app-info routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const p of ['/api/experiences', '/api/problem', '/api/journal', '/api/feedback', '/api/app-info'])
      expect(paths).toHaveProperty([p]);
    expect(paths['/api/journal']).toHaveProperty('delete');
  });
});
