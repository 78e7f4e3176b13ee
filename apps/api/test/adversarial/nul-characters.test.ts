import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin, createPatient, uniqueEmail, type CreatedPatient } from '../factories.js';
import { multipartBody } from '../multipart.js';

/**
 * PostgreSQL cannot store a NUL character in text (on either engine), so a NUL that reaches
 * the database fails there. Wherever a client can send one, it is refused first: 400 with the
 * field named.
 */
let t: TestContext;
let patient: CreatedPatient;
let admin: CreatedPatient;
let stepId: string;
beforeAll(async () => {
  t = await buildTestApp();
  patient = await createPatient(t.database, t.config.jwtSecret);
  admin = await createAdmin(t.database, t.config.jwtSecret);
  const steps = await t.app.inject({
    method: 'GET',
    url: '/api/admin/session-step?limit=100',
    headers: bearer(admin.token),
  });
  stepId = (steps.json().data.items as { id: string }[])[0]!.id;
});
afterAll(() => t.close());

const NUL = 'calm\u0000words';
type Call = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  payload?: string | object | Buffer;
};

const cases: [string, string, () => Call][] = [
  [
    'feedback text',
    'feedback',
    () => ({ method: 'POST', url: '/api/feedback', headers: bearer(patient.token), payload: { feedback: NUL } }),
  ],
  [
    'a feedback name beside valid text',
    'city',
    () => ({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(patient.token),
      payload: { feedback: 'fine', city: NUL },
    }),
  ],
  [
    'a name at sign-up',
    'first_name',
    () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: NUL, email: uniqueEmail(), password: 'calm-river-stone-42' },
    }),
  ],
  [
    'a name in the profile form (multipart)',
    'last_name',
    () => {
      const { payload, headers } = multipartBody({ first_name: 'Robin', last_name: NUL });
      return { method: 'PUT', url: '/api/auth/profile', headers: { ...bearer(patient.token), ...headers }, payload };
    },
  ],
  [
    'a name in the profile (JSON)',
    'first_name',
    () => ({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(patient.token),
      payload: { first_name: NUL, last_name: 'Hale' },
    }),
  ],
  [
    'a problem answer',
    'responses.0.response',
    () => ({
      method: 'POST',
      url: '/api/problem',
      headers: bearer(patient.token),
      payload: { responses: [{ session_step_id: stepId, response: NUL }] },
    }),
  ],
  [
    'the text of a [choice, text] answer',
    'responses.0.response.1',
    () => ({
      method: 'POST',
      url: '/api/problem',
      headers: bearer(patient.token),
      payload: { responses: [{ session_step_id: stepId, response: ['Yes', NUL] }] },
    }),
  ],
  [
    'a step title (multipart)',
    'title',
    () => {
      const { payload, headers } = multipartBody({ title: NUL, text_content: 'Breathe', type: 'text' });
      return {
        method: 'PUT',
        url: `/api/admin/session-step/${stepId}`,
        headers: { ...bearer(admin.token), ...headers },
        payload,
      };
    },
  ],
  [
    'a new step title (multipart)',
    'title',
    () => {
      const { payload, headers } = multipartBody({ title: NUL, text_content: 'Breathe', type: 'text' });
      return {
        method: 'POST',
        url: '/api/admin/session-step',
        headers: { ...bearer(admin.token), ...headers },
        payload,
      };
    },
  ],
  [
    'a file name (multipart)',
    'images',
    () => {
      const { payload, headers } = multipartBody(
        { title: 'T', text_content: 'Breathe', type: 'text' },
        { field: 'images', name: 'calm\u0000.png', type: 'image/png', data: Buffer.from('x') },
      );
      return {
        method: 'POST',
        url: '/api/admin/session-step',
        headers: { ...bearer(admin.token), ...headers },
        payload,
      };
    },
  ],
  [
    'the file name of a video package (multipart)',
    'video_file',
    () => {
      const { payload, headers } = multipartBody(
        {},
        { field: 'video_file', name: 'videos\u0000.zip', type: 'application/zip', data: Buffer.from('PK\x05\x06') },
      );
      return {
        method: 'POST',
        url: '/api/admin/app-type-video',
        headers: { ...bearer(admin.token), ...headers },
        payload,
      };
    },
  ],
  ['a query parameter', 'code', () => ({ method: 'GET', url: '/api/auth/verify-email?code=abc%00def' })],
];

describe('a NUL character in what a client sends', () => {
  it.each(cases)('in %s is 400 VALIDATION_ERROR naming %s', async (_label, field, call) => {
    const res = await t.app.inject(call());
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      details: [{ field, code: 'not_allowed' }],
    });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'in the step id of %s /api/admin/session-step/:id is 404, as any id that does not exist',
    async (method) => {
      const res = await t.app.inject({
        method,
        url: '/api/admin/session-step/x%00y',
        headers: bearer(admin.token),
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    },
  );

  it('in a stored file path is a file that does not exist, not a failure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/avatars/x%00y.png' });
    expect(res.statusCode).toBe(404);
  });
});
