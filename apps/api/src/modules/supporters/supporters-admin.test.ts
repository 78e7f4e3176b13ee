import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, uniqueEmail } from '../../../test/factories.js';
import { mailedSupporterToken } from '../../../test/mailed-secrets.js';
import { createSupporter, linkTo } from '../../../test/supporters.js';
import { auditLog, supporters } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const invite = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/supporters',
    payload,
    headers: { ...bearer(admin.token), ...headers },
  });
const resend = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/supporters/${id}/resend`, headers: bearer(admin.token) });
const deactivate = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/supporters/${id}`, headers: bearer(admin.token) });
const setPassword = (token: string, password = 'lantern-meadow-81') =>
  t.app.inject({ method: 'POST', url: '/api/supporter/set-password', payload: { token, password } });
const audited = async (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('POST /api/admin/supporters', () => {
  it('creates the supporter with an 8-character code, mails a 7-day set-password link and audits it', async () => {
    const email = uniqueEmail('invitee');
    let res: Awaited<ReturnType<typeof invite>> | undefined;
    const token = await mailedSupporterToken(t, email, async () => {
      res = await invite({ email: ` ${email.toUpperCase()} `, name: 'Noor Haddad' });
    });
    expect(res!.statusCode, res!.body).toBe(201);
    const data = res!.json().data;
    expect(data).toMatchObject({ email, name: 'Noor Haddad', active: true, password_set: false, last_login_at: null });
    const [row] = await t.database.db.select().from(supporters).where(eq(supporters.id, data.id));
    expect(row!.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(JSON.stringify(data)).not.toContain(row!.code);

    const mail = await t.mail.waitFor(email, /support/i);
    expect(mail.text).toContain('7 days');
    expect(mail.links).toContain(`http://clearwell.test/supporter/set-password/${token}`);
    const [entry] = await audited('supporter.invite', data.id);
    expect(entry).toMatchObject({ actorAdminId: admin.id, actorEmail: admin.email, targetType: 'supporter' });
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it("mails in the language of the admin's browser", async () => {
    const email = uniqueEmail('invitee-es');
    expect((await invite({ email, name: 'Lucía' }, { 'accept-language': 'es-ES,es;q=0.9' })).statusCode).toBe(201);
    const mail = await t.mail.waitFor(email);
    expect(mail.subject).toMatch(/acompañar/);
    expect(mail.text).toContain('Hola, Lucía');
  });

  it('refuses an e-mail that already has a supporter with 409, active or not, and bad fields with 400', async () => {
    const taken = await createSupporter(t, { active: false });
    const again = await invite({ email: taken.email, name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('CONFLICT');
    const bad = await invite({ email: 'not-an-address', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['email', 'name']);
  });
});

describe('GET /api/admin/supporters', () => {
  it('lists every supporter, newest first, with whether a password was set and the last sign-in', async () => {
    const older = await createSupporter(t);
    const newer = await createSupporter(t, { passwordHash: null });
    await t.app.inject({
      method: 'POST',
      url: '/api/supporter/signin',
      payload: { email: older.email, password: older.password },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/supporters', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; password_set: boolean; last_login_at: string | null }[];
    const ids = list.map((s) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((s) => s.id === older.id)).toMatchObject({
      password_set: true,
      last_login_at: expect.any(String),
    });
    expect(list.find((s) => s.id === newer.id)).toMatchObject({ password_set: false, last_login_at: null });
    expect(res.body).not.toContain(older.code);
  });
});

describe('POST /api/admin/supporters/:id/resend', () => {
  it('mails a new link; the earlier one stops working; audited', async () => {
    const email = uniqueEmail('resend');
    let id = '';
    const first = await mailedSupporterToken(t, email, async () => {
      id = (await invite({ email, name: 'Ola' })).json().data.id;
    });
    const second = await mailedSupporterToken(t, email, () => resend(id));
    expect(second).not.toBe(first);
    expect((await setPassword(first)).json().error).toBe('INVALID_TOKEN');
    expect((await setPassword(second)).statusCode).toBe(200);
    expect(await audited('supporter.resend', id)).toHaveLength(1);
  });

  it('is 404 for an unknown id and 409 for a deactivated supporter', async () => {
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await resend('not-an-id')).statusCode).toBe(404);
    const gone = await createSupporter(t, { active: false });
    const res = await resend(gone.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('CONFLICT');
  });
});

describe('DELETE /api/admin/supporters/:id', () => {
  it('ends their tokens, their links and their set-password link at once, and audits it', async () => {
    const email = uniqueEmail('leaving');
    let id = '';
    const link = await mailedSupporterToken(t, email, async () => {
      id = (await invite({ email, name: 'Leaving' })).json().data.id;
    });
    const s = await createSupporter(t);
    const patient = await createPatient(t.database, t.config.jwtSecret);
    await linkTo(t, patient, s);
    const caseload = () => t.app.inject({ method: 'GET', url: '/api/supporter/patients', headers: bearer(s.token) });
    expect((await caseload()).statusCode).toBe(200);

    const res = await deactivate(s.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.id, active: false });
    expect((await caseload()).statusCode).toBe(401);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/supporter/signin',
      payload: { email: s.email, password: s.password },
    });
    expect(signin.statusCode).toBe(401);
    expect(signin.json().error).toBe('INVALID_CREDENTIALS');
    const mine = await t.app.inject({ method: 'GET', url: '/api/support', headers: bearer(patient.token) });
    expect(mine.json().data).toBeNull();
    expect(await audited('supporter.deactivate', s.id)).toHaveLength(1);

    expect((await deactivate(id)).statusCode).toBe(200);
    expect((await setPassword(link)).json().error).toBe('INVALID_TOKEN');
    // Again: nothing changes, nothing more is recorded.
    expect((await deactivate(s.id)).json().data.active).toBe(false);
    expect(await audited('supporter.deactivate', s.id)).toHaveLength(1);
    expect((await deactivate('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a deactivated code links nobody', async () => {
    const s = await createSupporter(t);
    await deactivate(s.id);
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { code: s.code, scope: { sessions: true, measures: false, check_ins: false } },
      headers: bearer(patient.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the admin routes', () => {
  it('refuse patient and supporter tokens with 403', async () => {
    const patient = await createPatient(t.database, t.config.jwtSecret);
    const s = await createSupporter(t);
    for (const token of [patient.token, s.token]) {
      for (const [method, url] of [
        ['GET', '/api/admin/supporters'],
        ['POST', '/api/admin/supporters'],
        ['POST', `/api/admin/supporters/${s.id}/resend`],
        ['DELETE', `/api/admin/supporters/${s.id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, payload: {}, headers: bearer(token) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await t.database.db.select().from(supporters).where(eq(supporters.id, s.id)))[0]!.active).toBe(true);
  });
});
