import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../test/factories.js';
import { GIF_1PX } from '../../test/images.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestContext;
let patient: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  patient = (await createPatient(t.database, t.config.jwtSecret, { firstName: 'Robin' })).token;
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

/** Every route that takes a form with files, with the token it needs. */
const formRoutes = () => [
  { method: 'PUT' as const, url: '/api/auth/profile', token: patient },
  { method: 'POST' as const, url: '/api/admin/session-step', token: admin },
  { method: 'POST' as const, url: '/api/admin/app-type-video', token: admin },
];

const send = (route: ReturnType<typeof formRoutes>[number], payload: Buffer | string, contentType: string) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    payload,
    headers: { 'content-type': contentType, ...bearer(route.token) },
  });

describe('a form with files that is not well-formed multipart', () => {
  it('is 400 in the envelope when the body ends in the middle of a part', async () => {
    const body = '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nA';
    for (const route of formRoutes()) {
      const res = await send(route, body, 'multipart/form-data; boundary=xyz');
      expect(res.statusCode, route.url).toBe(400);
      expect(res.json(), route.url).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        message: 'The form data could not be read. Please choose the file again and resend the form.',
      });
    }
  });

  it('is 400 in the envelope when the content type names no boundary', async () => {
    for (const route of formRoutes()) {
      const res = await send(route, 'x', 'multipart/form-data');
      expect(res.statusCode, route.url).toBe(400);
      expect(res.json(), route.url).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    }
  });

  it('is 413 with a sentence, not the library message, for one file too many', async () => {
    const file = { name: 'a.gif', type: 'image/gif', data: GIF_1PX };
    const { payload, headers } = multipartBody({ first_name: 'Robin' }, [file, { ...file, name: 'b.gif' }]);
    const res = await send(formRoutes()[0]!, payload, headers['content-type']!);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Too many files in one request',
    });
  });

  it('changes nothing: the profile keeps its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(patient) });
    expect(res.json().data.first_name).toBe('Robin');
  });
});
