import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, uniqueEmail } from '../../../test/factories.js';
import { mailedSupporterToken } from '../../../test/mailed-secrets.js';
import { call, linkTo } from '../../../test/supporters.js';
import { readWorkbook, rowsOf } from '../../../test/workbook.js';

/**
 * Supporters live in their own table and sign in with their own audience: inviting them, their
 * sign-ins and everything they do change no figure the back-office counts patients by.
 */
let t: TestContext;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
  expect(res.statusCode, url).toBe(200);
  return res;
};

/** What the back-office shows about patients: the dashboard, the monthly activity, the users export. */
async function patientFigures() {
  const dashboard = (await get('/api/admin/dashboard')).json().data;
  const activity = (await get('/api/admin/stats/user-activity')).json().data;
  const sheet = (await readWorkbook((await get('/api/admin/export/users')).rawPayload)).getWorksheet('User Details')!;
  return { dashboard, activity, exported: rowsOf(sheet).map((r) => r[3]) };
}

describe('supporters are counted nowhere as patients', () => {
  it('inviting them, their sign-ins and their work change no patient figure', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const before = await patientFigures();
    expect(before.dashboard.total_users).toBeGreaterThan(0);

    for (const name of ['Ada Support', 'Ben Support']) {
      const email = uniqueEmail('counted');
      let invited = '';
      const token = await mailedSupporterToken(t, email, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/supporters',
          payload: { email, name },
          headers: bearer(adminToken),
        });
        invited = res.json().data.id;
      });
      const password = 'counting-stars-12';
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/supporter/set-password',
        payload: { token, password },
      });
      expect(set.statusCode).toBe(200);
      const signin = await t.app.inject({ method: 'POST', url: '/api/supporter/signin', payload: { email, password } });
      const session = signin.json().data;
      if (name === 'Ada Support') {
        await linkTo(t, patient, session.supporter);
        await call(t, session.token, 'GET', `/api/supporter/patients/${patient.id}`);
        await call(t, session.token, 'POST', `/api/supporter/patients/${patient.id}/messages`, { text: 'Hello' });
      }
      await call(t, session.token, 'GET', '/api/supporter/patients');
      expect(invited).not.toBe('');
    }

    const after = await patientFigures();
    expect(after).toEqual(before);
    expect(JSON.stringify(after.exported)).not.toMatch(/counted-/);
  });
});
