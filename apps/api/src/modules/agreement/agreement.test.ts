import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('conditions of use agreement', () => {
  it('reads and records the agreement', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { agreementAccepted: false });
    const before = await t.app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(p.token) });
    expect(before.json().data).toEqual({ agreement_accepted: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/agreement',
      headers: bearer(p.token),
      payload: { agreement_accepted: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ agreement_accepted: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(p.token) });
    expect(after.json().data.agreement_accepted).toBe(true);
  });

  it.each([['yes'], [1], [null]])('refuses %j with 400', async (value) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/agreement',
      headers: bearer(p.token),
      payload: { agreement_accepted: value },
    });
    expect(res.statusCode).toBe(400);
  });

  it('needs a patient token: none is 401, an admin token is 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/agreement' })).statusCode).toBe(401);
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const res = await t.app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(a.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN');
  });
});
