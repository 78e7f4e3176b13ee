import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, type CreatedPatient } from '../factories.js';
import { mailedAdminResetToken } from '../mailed-secrets.js';
import { PATIENT_ROUTES } from './idor-cases.js';
import { guardedRoutes, probe, routeName, SUPPORTER_ROUTES, type RouteRef } from './route-inventory.js';

let t: TestContext;
let adminRoutes: RouteRef[];
beforeAll(async () => {
  t = await buildTestApp();
  adminRoutes = guardedRoutes(t.app).filter(
    (r) => !PATIENT_ROUTES.includes(routeName(r)) && !SUPPORTER_ROUTES.includes(routeName(r)),
  );
});
afterAll(() => t.close());

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/signin', payload: { email, password } });
const session = async (a: CreatedPatient) => (await signin(a.email, a.password)).json().data.token as string;
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/reset-password',
    payload: { token, password, confirm_password: password },
  });
const dashboardStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(token) })).statusCode;

async function expectRefusedEverywhere(token: string) {
  expect(adminRoutes.length).toBeGreaterThan(15);
  for (const route of adminRoutes) {
    const res = await probe(t.app, route, token);
    expect(res.statusCode, `${routeName(route)}: ${res.body}`).toBe(401);
  }
}

describe('replaying admin secrets and tokens', () => {
  it('a reset token works once: the second use is 400 INVALID_TOKEN and the first password stays', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const token = await mailedAdminResetToken(t, a.email);
    expect((await reset(token, 'first-admin-pass-11')).statusCode).toBe(200);
    const again = await reset(token, 'second-admin-pass-22');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_TOKEN');
    expect((await signin(a.email, 'first-admin-pass-11')).statusCode).toBe(200);
    expect((await signin(a.email, 'second-admin-pass-22')).statusCode).toBe(401);
  });

  it('eight concurrent resets with one token: exactly one wins, and only its password signs in', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const token = await mailedAdminResetToken(t, a.email);
    const passwords = Array.from({ length: 8 }, (_, i) => `racing-admin-${i}-xyz`);
    const results = await Promise.all(passwords.map((pw) => reset(token, pw)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    const winner = passwords[results.findIndex((r) => r.statusCode === 200)]!;
    for (const pw of passwords) expect((await signin(a.email, pw)).statusCode, pw).toBe(pw === winner ? 200 : 401);
  });

  it('only the newest mailed reset link works, and none is left alive after a reset', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const older = await mailedAdminResetToken(t, a.email);
    const newer = await mailedAdminResetToken(t, a.email);
    expect((await reset(older, 'from-older-link-55')).json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await reset(newer, 'from-newer-link-66')).statusCode).toBe(200);
    expect((await reset(older, 'from-older-link-55')).json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await signin(a.email, 'from-newer-link-66')).statusCode).toBe(200);
  });

  it('after logout the token is 401 on every admin route, logout included', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const token = await session(a);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await expectRefusedEverywhere(token);
    expect(await dashboardStatus(a.token)).toBe(200);
  });

  it("a password reset ends every session of the admin, and nobody else's", async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const bystander = await createAdmin(t.database, t.config.jwtSecret);
    const sessions = [a.token, await session(a), await session(a)];
    expect((await reset(await mailedAdminResetToken(t, a.email), 'after-admin-reset-44')).statusCode).toBe(200);
    for (const token of sessions) await expectRefusedEverywhere(token);
    expect(await dashboardStatus(bystander.token)).toBe(200);
    expect((await signin(a.email, 'after-admin-reset-44')).statusCode).toBe(200);
  });
});
