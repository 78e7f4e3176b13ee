import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient, uniqueEmail, type CreatedPatient } from '../factories.js';
import { multipartBody } from '../multipart.js';

let t: TestContext;
let p: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  p = await createPatient(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const send = (
  method: 'PUT' | 'POST',
  url: string,
  payload: string | Buffer,
  contentType = 'application/json',
  token: string | null = p.token,
) => t.app.inject({ method, url, payload, headers: { ...(token ? bearer(token) : {}), 'content-type': contentType } });
const settingsOf = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const envelope = { success: false, error: expect.stringMatching(/^[A-Z_]+$/), message: expect.any(String) };

describe('prototype pollution', () => {
  // The server runs in this process: a polluted prototype would show up right here.
  afterEach(() => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).guide_medium).toBeUndefined();
  });

  it.each([
    ['__proto__ at the top', '{"__proto__":{"polluted":"yes","guide_medium":"audio"}}'],
    ['__proto__ nested', '{"guide_medium":"audio","x":{"y":{"__proto__":{"polluted":"yes"}}}}'],
    ['__proto__ inside an array', '{"guide_medium":"audio","x":[{"__proto__":{"polluted":"yes"}}]}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes","guide_medium":"audio"}}}'],
    [
      'escaped \\u005f\\u005fproto\\u005f\\u005f',
      '{"\\u005f\\u005fproto\\u005f\\u005f":{"polluted":"yes","guide_medium":"audio"}}',
    ],
  ])('%s is refused with 400 and sets no field', async (_label, body) => {
    const before = await settingsOf(p.id);
    const res = await send('PUT', '/api/settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope);
    expect(await settingsOf(p.id)).toEqual(before);
  });

  it('sign-up with role and status smuggled through __proto__ makes no account', async () => {
    const email = uniqueEmail('proto');
    const body = JSON.stringify({ first_name: 'Eve', email, password: 'gentle-morning-9' }).replace(
      /}$/,
      ',"__proto__":{"role":"admin","status":"active"}}',
    );
    const res = await send('POST', '/api/auth/signup', body, 'application/json', null);
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('query strings and multipart field names cannot reach the prototype either', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/settings?__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
      headers: bearer(p.token),
    });
    expect(query.statusCode).toBe(200);
    const before = await settingsOf(p.id);
    for (const name of ['__proto__', 'constructor']) {
      // fromEntries makes a real field of that name; an object literal would set the prototype instead.
      const form = multipartBody(
        Object.fromEntries([
          ['first_name', 'Jo'],
          ['last_name', 'Ng'],
          [name, '{"polluted":"yes"}'],
        ]),
      );
      const res = await send('PUT', '/api/auth/profile', form.payload, form.headers['content-type']);
      expect(res.statusCode, name).toBe(400);
      expect(await settingsOf(p.id)).toEqual(before);
    }
  });
});

describe('deeply nested JSON', () => {
  const deepArrays = '['.repeat(100_000) + ']'.repeat(100_000);
  const deepObjects = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
  it.each([
    ['PUT /api/settings', 'PUT', '/api/settings', `{"guide_medium":${deepArrays}}`],
    ['PUT /api/settings (objects)', 'PUT', '/api/settings', deepObjects],
    ['POST /api/problem', 'POST', '/api/problem', `{"responses":[{"session_step_id":"x","response":${deepArrays}}]}`],
    [
      'POST /api/feedback (__proto__ at the bottom)',
      'POST',
      '/api/feedback',
      `{"feedback":${'['.repeat(100_000)}{"__proto__":1}${']'.repeat(100_000)}}`,
    ],
    ['POST /api/auth/signup (no token needed)', 'POST', '/api/auth/signup', `{"first_name":${deepArrays}}`],
  ] as const)(
    '%s: 100,000 levels are a 400 or 413, and the server keeps answering',
    async (_label, method, url, body) => {
      const res = await send(method, url, body);
      expect([400, 413]).toContain(res.statusCode);
      expect(res.json()).toMatchObject(envelope);
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) })).statusCode).toBe(
        200,
      );
    },
  );
});
