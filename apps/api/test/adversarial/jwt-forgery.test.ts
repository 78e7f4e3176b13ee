import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../factories.js';
import { createSupporter } from '../supporters.js';

let t: TestContext;
let patient: CreatedPatient;
let other: CreatedPatient;
let sid: string;
beforeAll(async () => {
  t = await buildTestApp();
  patient = await createPatient(t.database, t.config.jwtSecret);
  other = await createPatient(t.database, t.config.jwtSecret);
  sid = JSON.parse(Buffer.from(patient.token.split('.')[1]!, 'base64url').toString()).sid;
});
afterAll(() => t.close());

const key = (s: string) => new TextEncoder().encode(s);
const claims = () => ({ sid, aud: 'patient', iss: 'clearwell', sub: patient.id });
const call = (token: string) => t.app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(token) });

describe('JWT forgery is refused with 401', () => {
  it('accepts the genuine token (control)', async () => {
    expect((await call(patient.token)).statusCode).toBe(200);
  });

  it('alg: none', async () => {
    const token = new UnsecuredJWT(claims()).setExpirationTime('1h').encode();
    expect((await call(token)).statusCode).toBe(401);
  });

  it('signed with the wrong key', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key('x'.repeat(48)));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('an allowlisted key with another algorithm (HS512)', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime('1h')
      .sign(key(t.config.jwtSecret));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('altered claims under the original signature (another patient as sub)', async () => {
    const [h, p, s] = patient.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = other.id;
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    expect((await call(forged)).statusCode).toBe(401);
  });

  it("a correctly signed token naming another patient's session", async () => {
    const token = await new SignJWT({ ...claims(), sub: other.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key(t.config.jwtSecret));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('expired', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1_000)
      .setExpirationTime(2_000)
      .sign(key(t.config.jwtSecret));
    const res = await call(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/i);
  });

  it('without exp', async () => {
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).sign(key(t.config.jwtSecret));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('with an audience swapped to admin', async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const token = await new SignJWT({ ...claims(), aud: 'admin', sub: admin.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key(t.config.jwtSecret));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it("with an audience swapped to supporter: a patient's session does not open a supporter's routes", async () => {
    const supporter = await createSupporter(t);
    for (const sub of [supporter.id, patient.id]) {
      const token = await new SignJWT({ ...claims(), aud: 'supporter', sub })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(key(t.config.jwtSecret));
      const res = await t.app.inject({ method: 'GET', url: '/api/supporter/patients', headers: bearer(token) });
      expect(res.statusCode, sub).toBe(401);
    }
  });

  it.each(['', 'Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', `Token ${'a'.repeat(10)}`])(
    'a malformed header %j',
    async (header) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/agreement', headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
    },
  );
});
