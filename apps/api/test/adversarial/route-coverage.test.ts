import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken, type Audience } from '../../src/lib/auth-tokens.js';
import { buildTestApp, type TestContext } from '../app.js';
import { createAdmin, createPatient } from '../factories.js';
import { createSupporter } from '../supporters.js';
import { PATIENT_ROUTES } from './idor-cases.js';
import {
  guardedRoutes,
  listRoutes,
  probe,
  PUBLIC_ROUTES,
  routeName,
  SUPPORTER_ROUTES,
  type RouteRef,
} from './route-inventory.js';

let t: TestContext;
let guarded: RouteRef[];
beforeAll(async () => {
  t = await buildTestApp();
  guarded = guardedRoutes(t.app);
  const all = listRoutes(t.app).map(routeName);
  for (const name of PUBLIC_ROUTES) expect(all, 'a public route that no longer exists').toContain(name);
});
afterAll(() => t.close());

/** The guarded routes that answer a valid token of `audience` with 403 FORBIDDEN. */
async function refusing(audience: Audience, subjectId: string): Promise<string[]> {
  const refused: string[] = [];
  for (const route of guarded) {
    // A fresh session each time: a logout route would otherwise end the probe's own.
    const { token } = await issueToken(t.database.db, t.config.jwtSecret, audience, subjectId);
    const res = await probe(t.app, route, token);
    expect(res.statusCode, `${routeName(route)} as ${audience}: ${res.body}`).not.toBe(401);
    if (res.statusCode === 403 && res.json().error === 'FORBIDDEN') refused.push(routeName(route));
  }
  return refused.sort();
}

const adminRoutes = () =>
  guarded.map(routeName).filter((name) => !PATIENT_ROUTES.includes(name) && !SUPPORTER_ROUTES.includes(name));

describe('route coverage', () => {
  it('sees the routes the app serves', () => {
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded.map(routeName)).toContain('PUT /api/admin/session-step/:id');
    for (const name of SUPPORTER_ROUTES) expect(guarded.map(routeName)).toContain(name);
  });

  it('every /api route outside the public list answers a caller without a token with 401, before judging the body', async () => {
    for (const route of guarded) {
      const res = await probe(t.app, route);
      expect(res.statusCode, `${routeName(route)}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    }
  });

  it('an admin token is 403 on exactly the patient routes (the IDOR table) and the supporter routes', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect(await refusing('admin', admin.id)).toEqual([...PATIENT_ROUTES, ...SUPPORTER_ROUTES].sort());
  });

  it('a patient token is 403 on exactly the admin and the supporter routes', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    expect(await refusing('patient', patient.id)).toEqual([...adminRoutes(), ...SUPPORTER_ROUTES].sort());
  });

  it('a supporter token is 403 on exactly the patient and the admin routes', async () => {
    const supporter = await createSupporter(t);
    expect(await refusing('supporter', supporter.id)).toEqual([...PATIENT_ROUTES, ...adminRoutes()].sort());
  });
});
