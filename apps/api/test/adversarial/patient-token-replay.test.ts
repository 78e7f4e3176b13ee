import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient, uniqueEmail, type CreatedPatient } from '../factories.js';
import { mailedPatientResetToken, mailedVerificationCode } from '../mailed-secrets.js';
import { PATIENT_ROUTES } from './idor-cases.js';
import { parseRoute, probe } from './route-inventory.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
const session = async (p: CreatedPatient) => (await signin(p.email, p.password)).json().data.token as string;
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirm_password: password },
  });
const profileStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;

/** A revoked token must be refused on every patient route, not only on the one a test happens to call. */
async function expectRefusedEverywhere(token: string) {
  for (const name of PATIENT_ROUTES) {
    const res = await probe(t.app, parseRoute(name), token);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
  }
}

describe('replaying patient secrets and tokens', () => {
  it('a reset token works once: the second use is 400 INVALID_TOKEN and the first password stays', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const token = await mailedPatientResetToken(t, p.email);
    expect((await reset(token, 'first-new-pass-11')).statusCode).toBe(200);
    const again = await reset(token, 'second-new-pass-22');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('INVALID_TOKEN');
    expect((await signin(p.email, 'first-new-pass-11')).statusCode).toBe(200);
    expect((await signin(p.email, 'second-new-pass-22')).statusCode).toBe(401);
  });

  it('eight concurrent resets with one token: exactly one wins, and only its password signs in', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const token = await mailedPatientResetToken(t, p.email);
    const passwords = Array.from({ length: 8 }, (_, i) => `racing-pass-${i}-xyz`);
    const results = await Promise.all(passwords.map((pw) => reset(token, pw)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ error: 'INVALID_TOKEN' });
    const winner = passwords[results.findIndex((r) => r.statusCode === 200)]!;
    for (const pw of passwords) expect((await signin(p.email, pw)).statusCode, pw).toBe(pw === winner ? 200 : 401);
  });

  it('only the newest mailed reset link works, and none is left alive after a reset', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const older = await mailedPatientResetToken(t, p.email);
    const newer = await mailedPatientResetToken(t, p.email);
    expect((await reset(older, 'from-older-link-55')).json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await reset(newer, 'from-newer-link-66')).statusCode).toBe(200);
    expect((await reset(older, 'from-older-link-55')).json()).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await signin(p.email, 'from-newer-link-66')).statusCode).toBe(200);
  });

  it('a verification code works once, even when five uses race', async () => {
    const code = await mailedVerificationCode(t, uniqueEmail('verify'));
    const verify = () => t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    const results = await Promise.all(Array.from({ length: 5 }, verify));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const later = await verify();
    expect(later.statusCode).toBe(400);
    expect(later.json().error).toBe('INVALID_CODE');
  });

  it('after logout the token is 401 on every patient route, logout included', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const token = await session(p);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await expectRefusedEverywhere(token);
    expect(await profileStatus(p.token)).toBe(200);
  });

  it("a password change ends the other sessions everywhere and keeps the caller's", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const [caller, other] = [await session(p), await session(p)];
    const body = { current_password: p.password, new_password: 'changed-pass-33', confirm_password: 'changed-pass-33' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: body, headers: bearer(caller) }))
        .statusCode,
    ).toBe(200);
    for (const token of [other, p.token]) await expectRefusedEverywhere(token);
    expect(await profileStatus(caller)).toBe(200);
    expect((await signin(p.email, p.password)).statusCode).toBe(401);
  });

  it("a password reset ends every session of the patient, and nobody else's", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const bystander = await createPatient(t.database, t.config.jwtSecret);
    const sessions = [p.token, await session(p), await session(p)];
    expect((await reset(await mailedPatientResetToken(t, p.email), 'after-reset-44')).statusCode).toBe(200);
    for (const token of sessions) await expectRefusedEverywhere(token);
    expect(await profileStatus(bystander.token)).toBe(200);
    expect((await signin(p.email, 'after-reset-44')).statusCode).toBe(200);
  });
});
