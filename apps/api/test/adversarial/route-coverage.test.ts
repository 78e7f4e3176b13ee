import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/lib/auth-tokens.js';
import { buildTestApp, type TestContext } from '../app.js';
import { createAdmin, createPatient } from '../factories.js';
import { PATIENT_ROUTES } from './idor-cases.js';
import { guardedRoutes, listRoutes, probe, PUBLIC_ROUTES, routeName, type RouteRef } from './route-inventory.js';

let t: TestContext;
let guarded: RouteRef[];
beforeAll(async () => {
  t = await buildTestApp();
  guarded = guardedRoutes(t.app);
  const all = listRoutes(t.app).map(routeName);
  for (const name of PUBLIC_ROUTES) expect(all, 'a public route that no longer exists').toContain(name);
});
afterAll(() => t.close());

describe('route coverage', () => {
  it('sees the routes the app serves', () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded.map(routeName)).toContain('PUT /api/admin/session-step/:id');
  });

  it('every /api route outside the public list answers a caller without a token with 401, before judging the body', async () => {
    for (const route of guarded) {
      const res = await probe(t.app, route);
      expect(res.statusCode, `${routeName(route)}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    }
  });

  it('the IDOR table lists exactly the patient routes (guarded routes that refuse an admin token)', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const refusingAdmins: string[] = [];
    for (const route of guarded) {
      // A fresh session each time: the admin logout route would otherwise end the probe's own.
      const { token } = await issueToken(t.database.db, t.config.jwtSecret, 'admin', admin.id);
      const res = await probe(t.app, route, token);
      if (res.statusCode === 403 && res.json().error === 'FORBIDDEN') refusingAdmins.push(routeName(route));
    }
    expect(refusingAdmins.sort()).toEqual([...PATIENT_ROUTES].sort());
  });

  it('every other guarded route is an admin route: a patient token is 403 there', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    for (const route of guarded.filter((r) => !PATIENT_ROUTES.includes(routeName(r)))) {
      const res = await probe(t.app, route, patient.token);
      expect(res.statusCode, `${routeName(route)}: ${res.body}`).toBe(403);
    }
  });
});
