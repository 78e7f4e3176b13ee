import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createAdmin, createPatient } from '../../../test/factories.js';
import { users } from '../../db/schema.js';
import { deleteAccount, exportData, jsonOf } from '../../../test/privacy.js';
import { unzip } from '../../../test/zip.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const routes = [
  ['export', (token: string | undefined, body: object) => exportData(t, token, body)],
  ['delete', (token: string | undefined, body: object) => deleteAccount(t, token, body)],
] as const;

describe.each(routes)('the %s route', (name, call) => {
  it('needs a patient token: 401 without one, 403 for an admin', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const none = await call(undefined, { password: p.password });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const forbidden = await call(admin.token, { password: admin.password });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('FORBIDDEN');
  });

  it('answers a wrong password with 400 INVALID_CURRENT_PASSWORD, never 401, and no file', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await call(p.token, { password: 'wrong-password-1' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      success: false,
      error: 'INVALID_CURRENT_PASSWORD',
      message: 'That password is not right. Please try again.',
    });
    const empty = await call(p.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      details: [{ field: 'password', code: 'required', message: 'Enter your password' }],
    });
    expect((await call(p.token, { password: 42 })).statusCode).toBe(400);
  });

  it('lets an account created through Facebook confirm with its e-mail address instead', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, {
      passwordHash: null,
      facebookId: `fb-${Date.now()}-${name}`,
    });
    const noEmail = await call(p.token, { password: 'anything-at-all' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      error: 'INVALID_CURRENT_PASSWORD',
      details: [{ field: 'email', code: 'required', message: expect.stringContaining('e-mail address') }],
    });
    const wrongEmail = await call(p.token, { email: 'someone-else@example.test' });
    expect(wrongEmail.json()).toMatchObject({
      error: 'INVALID_CURRENT_PASSWORD',
      details: [{ field: 'email', code: 'incorrect' }],
    });
    const ok = await call(p.token, { email: ` ${p.email.toUpperCase()} ` });
    expect(ok.statusCode).toBe(200);
  });
});

it('does not accept the e-mail address in place of an existing password', async () => {
  const p = await createPatient(t.database, t.config.jwtSecret);
  const res = await deleteAccount(t, p.token, { email: p.email });
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe('INVALID_CURRENT_PASSWORD');
  expect(await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, p.id))).toHaveLength(1);
});

it('exports a Facebook account with its Facebook link and no password', async () => {
  const p = await createPatient(t.database, t.config.jwtSecret, { passwordHash: null, facebookId: 'fb-export-1' });
  const entries = await unzip((await exportData(t, p.token, { email: p.email })).rawPayload);
  expect(jsonOf(entries, 'profile.json')).toMatchObject({ email: p.email, facebook_id: 'fb-export-1' });
});

it('publishes both routes in the OpenAPI document, with the Facebook confirmation explained', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const exportOp = doc.paths['/api/account/export']?.post;
  const deleteOp = doc.paths['/api/account']?.delete;
  for (const op of [exportOp, deleteOp]) {
    expect(op?.security).toEqual([{ bearer: [] }]);
    expect(op?.description).toMatch(/Facebook has no password: it confirms with `\{email\}`/);
    expect(op?.requestBody?.content?.['application/json']?.schema?.properties).toHaveProperty('password');
  }
});
