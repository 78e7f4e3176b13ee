import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { expectSecurityHeaders } from '../../test/security-headers.js';
import { AppError } from '../lib/app-error.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    register(app) {
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
        async (req) => ({ success: true, data: req.body }),
      );
      app.get('/api/test/app-error', async () => {
        throw new AppError('CONFLICT', 'That already exists');
      });
      app.get('/api/test/crash', async () => {
        throw new Error('secret internals: select * from users');
      });
    },
  });
});
afterAll(() => t.close());

const json = (body: string) => ({ headers: { 'content-type': 'application/json' }, payload: body });

describe('the error envelope', () => {
  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'INVALID_JSON' });
  });

  it('lists one detail per bad field on validation failure', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['age', 'name']);
  });

  it('names each bad field once, with its first problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 5, email: 7, password: [], role: {} },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields.sort()).toEqual(['email', 'first_name', 'password', 'role']);
  });

  it('words every detail as a sentence, also where the schema gives none', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { age: 1.5 } });
    expect(res.json().details).toEqual([
      { field: 'name', code: 'required', message: 'This field is required' },
      { field: 'age', code: 'invalid_type', message: 'Use a whole number' },
    ]);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/signin',
      payload: { email: 'x@example.test' },
    });
    expect(signin.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'This field is required',
      details: [{ field: 'password', code: 'required', message: 'This field is required' }],
    });
  });

  it('passes valid bodies through and ignores unknown fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Ann', age: 3, extra: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Ann', age: 3 });
  });

  it('maps an AppError code to its status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'CONFLICT', message: 'That already exists' });
  });

  it('answers unknown failures with a generic 500 and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: 'INTERNAL_ERROR', message: expect.any(String) });
    expect(res.body).not.toMatch(/select|secret|stack|at /i);
  });

  it('refuses prototype pollution attempts with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      ...json('{"name":"a","age":1,"__proto__":{"admin":true}}'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1_100_000), age: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('treats a deeply nested body as a validation failure, not a crash', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', ...json(`{"name":"a","age":${deep}}`) });
    expect(res.statusCode).toBe(400);
  });
});

describe('security headers', () => {
  it.each([
    ['a 404', '/api/missing'],
    ['a 500', '/api/test/crash'],
    ['a 200', '/healthz'],
  ])('are present on %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expectSecurityHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('OpenAPI', () => {
  it('publishes the description at /api/openapi.json and a page at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/test/echo');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
