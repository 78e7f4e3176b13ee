import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, createPatient } from '../factories.js';
import { mailedSupporterToken } from '../mailed-secrets.js';
import { createSupporter, linkTo, type CreatedSupporter } from '../supporters.js';
import { parseRoute, probe, SUPPORTER_ROUTES } from './route-inventory.js';

let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const signin = (s: CreatedSupporter, password = s.password) =>
  t.app.inject({ method: 'POST', url: '/api/supporter/signin', payload: { email: s.email, password } });
const session = async (s: CreatedSupporter) => (await signin(s)).json().data.token as string;
const caseloadStatus = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/supporter/patients', headers: bearer(token) })).statusCode;
const admin = (method: 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: bearer(adminToken) });

/** A revoked token must be refused on every supporter route, not only on the one a test happens to call. */
async function expectRefusedEverywhere(token: string) {
  for (const name of SUPPORTER_ROUTES) {
    const res = await probe(t.app, parseRoute(name), token);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
  }
}

describe('replaying supporter secrets and tokens', () => {
  it('after logout the token is 401 on every supporter route, logout included', async () => {
    const s = await createSupporter(t);
    const token = await session(s);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/supporter/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await expectRefusedEverywhere(token);
    expect(await caseloadStatus(s.token)).toBe(200);
  });

  it("deactivation ends every session of the supporter on the next request, and nobody else's", async () => {
    const s = await createSupporter(t);
    const bystander = await createSupporter(t);
    const sessions = [s.token, await session(s), await session(s)];
    expect((await admin('DELETE', `/api/admin/supporters/${s.id}`)).statusCode).toBe(200);
    for (const token of sessions) await expectRefusedEverywhere(token);
    expect(await caseloadStatus(bystander.token)).toBe(200);
    expect((await signin(s)).statusCode).toBe(401);
  });

  it('a set-password link works once, and eight uses racing it make exactly one password', async () => {
    const s = await createSupporter(t);
    const token = await mailedSupporterToken(t, s.email, () => admin('POST', `/api/admin/supporters/${s.id}/resend`));
    const passwords = Array.from({ length: 8 }, (_, i) => `racing-supporter-${i}-xyz`);
    const results = await Promise.all(
      passwords.map((password) =>
        t.app.inject({ method: 'POST', url: '/api/supporter/set-password', payload: { token, password } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(r.json().error).toBe('INVALID_TOKEN');
    const winner = passwords[results.findIndex((r) => r.statusCode === 200)]!;
    for (const pw of passwords) expect((await signin(s, pw)).statusCode, pw).toBe(pw === winner ? 200 : 401);
  });

  it('a patient who ends the link or deletes the account is 404 on the very next request', async () => {
    const s = await createSupporter(t);
    const [ends, deletes] = [
      await createPatient(t.database, t.config.jwtSecret),
      await createPatient(t.database, t.config.jwtSecret),
    ];
    for (const p of [ends, deletes]) await linkTo(t, p, s);
    const page = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/supporter/patients/${id}`, headers: bearer(s.token) }))
        .statusCode;
    expect([await page(ends.id), await page(deletes.id)]).toEqual([200, 200]);
    await t.app.inject({ method: 'DELETE', url: '/api/support', headers: bearer(ends.token) });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: deletes.password },
      headers: bearer(deletes.token),
    });
    expect([await page(ends.id), await page(deletes.id)]).toEqual([404, 404]);
  });
});
