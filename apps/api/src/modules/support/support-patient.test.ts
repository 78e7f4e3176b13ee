import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createPatient } from '../../../test/factories.js';
import { ALL_SHARED, call, createSupporter, linkTo, NOTHING_SHARED } from '../../../test/supporters.js';
import { supportLinks } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const patient = () => createPatient(t.database, t.config.jwtSecret);
const onlySessions = { sessions: true, measures: false, check_ins: false };

describe('linking to a supporter', () => {
  it('with their code, in any case and with spaces or hyphens, shows their name, the scope and since when', async () => {
    const s = await createSupporter(t, { name: 'Mira Kaur' });
    const p = await patient();
    const typed = `${s.code.slice(0, 4).toLowerCase()}-${s.code.slice(4)} `;
    const made = await call(t, p.token, 'POST', '/api/support', { code: typed, scope: onlySessions });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toEqual({
      supporter: { name: 'Mira Kaur' },
      scope: onlySessions,
      since: expect.any(String),
    });
    expect(JSON.stringify(made.body)).not.toContain(s.email);
    expect((await call(t, p.token, 'GET', '/api/support')).body.data).toEqual(made.body.data);
  });

  it('shares nothing unless chosen: every scope field is required', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    const res = await call(t, p.token, 'POST', '/api/support', { code: s.code, scope: { sessions: true } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'scope.check_ins',
      'scope.measures',
    ]);
    expect((await call(t, p.token, 'POST', '/api/support', { code: s.code })).status).toBe(400);
    expect((await call(t, p.token, 'GET', '/api/support')).body.data).toBeNull();
  });

  it('is 404 for an unknown code and 400 for one that is not 8 letters or digits', async () => {
    const p = await patient();
    const unknown = await call(t, p.token, 'POST', '/api/support', { code: 'AAAA2222', scope: ALL_SHARED });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('NOT_FOUND');
    const malformed = await call(t, p.token, 'POST', '/api/support', { code: 'ABC!', scope: ALL_SHARED });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details[0].field).toBe('code');
  });

  it('is 409 ALREADY_SUPPORTED while a link is active, also when two requests race', async () => {
    const [s1, s2] = [await createSupporter(t), await createSupporter(t)];
    const p = await patient();
    await linkTo(t, p, s1);
    const again = await call(t, p.token, 'POST', '/api/support', { code: s2.code, scope: ALL_SHARED });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('ALREADY_SUPPORTED');

    const q = await patient();
    const raced = await Promise.all(
      [s1, s2, s1, s2].map((s) => call(t, q.token, 'POST', '/api/support', { code: s.code, scope: ALL_SHARED })),
    );
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const active = (await t.database.db.select().from(supportLinks)).filter((l) => l.userId === q.id && !l.endedAt);
    expect(active).toHaveLength(1);
  });

  it('with no link: GET is null, views and messages are empty, PUT, DELETE and writing are 404', async () => {
    const p = await patient();
    expect((await call(t, p.token, 'GET', '/api/support')).body).toEqual({ success: true, data: null });
    expect((await call(t, p.token, 'GET', '/api/support/views')).body.data).toEqual([]);
    expect((await call(t, p.token, 'GET', '/api/support/messages')).body.data).toEqual([]);
    expect((await call(t, p.token, 'PUT', '/api/support', { scope: ALL_SHARED })).status).toBe(404);
    expect((await call(t, p.token, 'DELETE', '/api/support')).status).toBe(404);
    expect((await call(t, p.token, 'POST', '/api/support/messages', { text: 'Hello?' })).status).toBe(404);
  });
});

describe('the scope, the views and the end of a link', () => {
  it('a changed scope holds from the supporter’s next request', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    await linkTo(t, p, s, NOTHING_SHARED);
    const page = async () => (await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`)).body.data;
    expect(Object.keys(await page()).sort()).toEqual(['first_name', 'id', 'scope', 'since']);
    const changed = await call(t, p.token, 'PUT', '/api/support', { scope: { ...NOTHING_SHARED, measures: true } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.scope).toEqual({ ...NOTHING_SHARED, measures: true });
    expect(await page()).toMatchObject({ scope: { measures: true }, measures: [] });
    const bad = await call(t, p.token, 'PUT', '/api/support', { scope: { sessions: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('lists when the supporter looked, oldest first, the time only', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    await linkTo(t, p, s);
    const before = Date.now();
    for (let i = 0; i < 3; i++) await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`);
    // The caseload and the messages are not views of the page.
    await call(t, s.token, 'GET', '/api/supporter/patients');
    await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}/messages`);
    const views = (await call(t, p.token, 'GET', '/api/support/views')).body.data as { at: string }[];
    expect(views).toHaveLength(3);
    for (const v of views) expect(Object.keys(v)).toEqual(['at']);
    const times = views.map((v) => Date.parse(v.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(before - 1000);
  });

  it('ending the link answers 200 and the supporter’s next request is 404; a new link starts afresh', async () => {
    const s = await createSupporter(t);
    const p = await patient();
    await linkTo(t, p, s);
    await call(t, p.token, 'POST', '/api/support/messages', { text: 'First thread' });
    await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`);
    expect((await call(t, p.token, 'DELETE', '/api/support')).status).toBe(200);
    expect((await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}`)).status).toBe(404);
    expect((await call(t, s.token, 'GET', `/api/supporter/patients/${p.id}/messages`)).status).toBe(404);
    expect((await call(t, s.token, 'GET', '/api/supporter/patients')).body.data).toEqual([]);
    expect((await call(t, p.token, 'GET', '/api/support')).body.data).toBeNull();

    await linkTo(t, p, s, onlySessions);
    expect((await call(t, p.token, 'GET', '/api/support/messages')).body.data).toEqual([]);
    expect((await call(t, p.token, 'GET', '/api/support/views')).body.data).toEqual([]);
  });
});
