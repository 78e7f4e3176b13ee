import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { auditLog } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/signin', payload: { email, password } });

describe('admin sign-in', () => {
  it('answers a token and {id, email, name}, and records it in the audit log', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret, { name: 'Sam Rivers' });
    const res = await signin(a.email, a.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual({ id: a.id, email: a.email, name: 'Sam Rivers' });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.actorAdminId, a.id));
    expect(audit.map((e) => e.action)).toContain('admin.sign_in');
  });

  it("refuses a patient's credentials with 401", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await signin(p.email, p.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('INVALID_CREDENTIALS');
  });

  it('refuses a wrong password with 401', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    expect((await signin(a.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('keeps the audiences apart: a patient token on /api/admin is 403, an admin token on patient routes is 403', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const a = await createAdmin(t.database, t.config.jwtSecret);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(p.token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(a.token) })).statusCode,
    ).toBe(403);
  });

  it('revokes the admin token at logout and asks the browser to clear the cache and storage', async () => {
    const a = await createAdmin(t.database, t.config.jwtSecret);
    const { token } = (await signin(a.email, a.password)).json().data;
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});
