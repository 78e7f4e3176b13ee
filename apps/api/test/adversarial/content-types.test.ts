import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient, type CreatedPatient } from '../factories.js';
import { multipartBody } from '../multipart.js';

let t: TestContext;
let p: CreatedPatient;
beforeAll(async () => {
  t = await buildTestApp();
  p = await createPatient(t.database, t.config.jwtSecret);
});
afterAll(() => t.close());

const put = (payload: string | Buffer, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: { ...bearer(p.token), ...headers } });
const json = { 'content-type': 'application/json' };

describe('a JSON route and the wrong content type', () => {
  const form = multipartBody({ guide_medium: 'audio' });
  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, '{"guide_medium":"audio"}'],
    ['text/plain; charset=utf-8', { 'content-type': 'text/plain; charset=utf-8' }, '{"guide_medium":"audio"}'],
    ['application/xml', { 'content-type': 'application/xml' }, '<guide_medium>audio</guide_medium>'],
    [
      'application/x-www-form-urlencoded',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'guide_medium=audio',
    ],
    ['multipart/form-data', form.headers, form.payload],
    ['application/vnd.api+json', { 'content-type': 'application/vnd.api+json' }, '{"guide_medium":"audio"}'],
    ['no content type at all', {}, '{"guide_medium":"audio"}'],
  ])('%s is 415 UNSUPPORTED_MEDIA_TYPE and changes nothing', async (_label, headers, payload) => {
    const res = await put(payload, headers);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    const now = await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(p.token) });
    expect(now.json().data.guide_medium).toBe('video');
  });
});

describe('malformed JSON', () => {
  it.each([
    ['cut short', '{"guide_medium":"audio"'],
    ['unquoted keys', '{guide_medium:"audio"}'],
    ['single quotes', "{'guide_medium':'audio'}"],
    ['a trailing comma', '{"guide_medium":"audio",}'],
    ['NaN', '{"guide_medium":NaN}'],
    ['empty', ''],
    ['an unterminated string', '{"guide_medium":"\\ud800'],
  ])('%s is 400 INVALID_JSON in the envelope, with no parser internals', async (_label, body) => {
    const res = await put(body, json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'INVALID_JSON', message: expect.any(String) });
    expect(res.body).not.toMatch(/SyntaxError|position \d|at .*\.js/);
  });
});

describe('well-formed JSON of the wrong shape', () => {
  it.each([
    ['PUT', '/api/agreement', '{"agreement_accepted":"true"}'],
    ['PUT', '/api/agreement', '{"agreement_accepted":1e999}'],
    ['PUT', '/api/agreement', '{"agreement_accepted":{"$ne":false}}'],
    ['PUT', '/api/settings', '{"guide_medium":["audio"]}'],
    ['PUT', '/api/settings', '{"share_data_for_research":null}'],
    ['PUT', '/api/settings', '[]'],
    ['PUT', '/api/settings', '"audio"'],
    ['POST', '/api/feedback', '{"feedback":{"$gt":""}}'],
    ['POST', '/api/problem', '{"responses":"all of them"}'],
    ['POST', '/api/problem', '{"responses":[{"session_step_id":{"$ne":null},"response":"x"}]}'],
    ['POST', '/api/problem', '{"responses":[{"session_step_id":"x","response":-1e999}]}'],
  ] as const)('%s %s %s is 400, never 500', async (method, url, body) => {
    const res = await t.app.inject({ method, url, payload: body, headers: { ...bearer(p.token), ...json } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
  });
});
