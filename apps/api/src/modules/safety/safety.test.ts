import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { safetyConcerns, sessionSteps } from '../../db/schema.js';

let t: TestContext;
let admin: CreatedPatient;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.database, t.config.jwtSecret);
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

const lines = (country?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/safety-resources${country === undefined ? '' : `?country=${encodeURIComponent(country)}`}`,
  });
const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object, token = admin.token) =>
  t.app.inject({
    method,
    url: `/api/admin/safety-resources${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const names = (res: { json: () => { data: { resources: { name: string }[] } } }) =>
  res.json().data.resources.map((r) => r.name);

describe('GET /api/safety-resources', () => {
  it('answers the seeded national lines without a token, any case', async () => {
    const us = await lines('us');
    expect(us.statusCode).toBe(200);
    expect(us.headers['cache-control']).toBe('no-store');
    expect(us.json().data).toMatchObject({
      country: 'US',
      resources: [
        {
          name: '988 Suicide & Crisis Lifeline',
          phone: '988',
          sms: '988',
          url: 'https://988lifeline.org',
          hours: expect.any(String),
        },
        { name: 'Emergency services', phone: '911', emergency: true },
      ],
    });
    expect((await lines('GB')).json().data.resources[0]).toMatchObject({
      name: 'Samaritans',
      phone: '116 123',
      url: 'https://www.samaritans.org',
    });
    expect((await lines('De')).json().data.resources.map((r: { phone: string }) => r.phone)).toEqual([
      '0800 111 0 111',
      '0800 111 0 222',
      '112',
    ]);
    expect((await lines('es')).json().data.resources[0]).toMatchObject({
      name: 'Línea 024',
      phone: '024',
      url: 'https://www.sanidad.gob.es/linea024/',
    });
  });

  it('falls back to the default list for a country without lines, an unknown code, or none', async () => {
    for (const country of ['FR', 'zz', undefined, '']) {
      const res = await lines(country);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.country).toBe('*');
      expect(names(res)).toEqual(['Your local emergency number', 'Find A Helpline']);
      expect(res.json().data.resources[1].url).toBe('https://findahelpline.com');
    }
  });

  it('refuses a country that is not two letters with 400', async () => {
    for (const country of ['USA', 'U1', '<s>']) {
      const res = await lines(country);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details: [{ field: 'country' }] });
    }
  });
});

describe('admin: crisis lines', () => {
  it('adds, orders, edits and removes lines, patients see each change at once, and the audit log records each', async () => {
    const first = await adminCall('POST', '', {
      country: 'ie',
      name: 'Samaritans Ireland',
      phone: '116 123',
      url: 'https://www.samaritans.org/ireland/',
      hours: '24/7',
      description: '',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      country: 'IE',
      name: 'Samaritans Ireland',
      order: 1,
      description: null,
      sms: null,
    });
    const second = await adminCall('POST', '', {
      country: 'IE',
      name: 'Pieta',
      phone: '1800 247 247',
      sms: '51444',
      order: 1,
    });
    expect(second.json().data.order).toBe(1);
    expect(names(await lines('ie'))).toEqual(['Pieta', 'Samaritans Ireland']);

    const moved = await adminCall('PUT', `/${second.json().data.id}`, { order: 5 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.order).toBe(2);
    expect(names(await lines('IE'))).toEqual(['Samaritans Ireland', 'Pieta']);

    const renamed = await adminCall('PUT', `/${first.json().data.id}`, {
      name: 'Samaritans (Ireland)',
      hours: 'Any time',
    });
    expect(renamed.json().data).toMatchObject({
      name: 'Samaritans (Ireland)',
      hours: 'Any time',
      phone: '116 123',
      order: 1,
    });
    expect((await lines('IE')).json().data.resources[0]).toMatchObject({
      name: 'Samaritans (Ireland)',
      hours: 'Any time',
    });

    const removed = await adminCall('DELETE', `/${first.json().data.id}`);
    expect(removed.statusCode).toBe(200);
    const after = await adminCall('GET');
    expect(after.json().data.filter((r: { country: string }) => r.country === 'IE')).toMatchObject([
      { name: 'Pieta', order: 1 },
    ]);
    expect((await adminCall('DELETE', `/${second.json().data.id}`)).statusCode).toBe(200);
    expect((await lines('IE')).json().data.country).toBe('*');

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log?limit=100',
      headers: bearer(admin.token),
    });
    const mine = audit
      .json()
      .data.items.filter((e: { action: string }) => e.action.startsWith('safety_resource.'))
      .reverse();
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      'safety_resource.create',
      'safety_resource.create',
      'safety_resource.update',
      'safety_resource.update',
      'safety_resource.delete',
      'safety_resource.delete',
    ]);
    expect(mine[2]).toMatchObject({
      actor_email: admin.email,
      target_type: 'safety_resource',
      details: { name: 'Pieta', country: 'IE', order: 2, from_order: 1 },
    });
    expect(mine[3].details).toMatchObject({ fields: ['name', 'hours'] });
  });

  it('moves a line to another country and closes the gap it leaves', async () => {
    const a = (await adminCall('POST', '', { country: 'NZ', name: 'Lifeline Aotearoa', phone: '0800 543 354' })).json()
      .data;
    const b = (
      await adminCall('POST', '', { country: 'NZ', name: 'Need to talk? 1737', phone: '1737', sms: '1737' })
    ).json().data;
    const moved = await adminCall('PUT', `/${a.id}`, { country: 'au' });
    expect(moved.json().data).toMatchObject({ country: 'AU', order: 1 });
    expect((await adminCall('GET')).json().data.filter((r: { country: string }) => r.country === 'NZ')).toMatchObject([
      { id: b.id, order: 1 },
    ]);
  });

  it('lists the default list first, then each country in order', async () => {
    const all = (await adminCall('GET')).json().data as { country: string; order: number }[];
    expect(all[0]).toMatchObject({ country: '*', order: 1 });
    const keys = all.map((r) => `${r.country === '*' ? ' ' : r.country}${String(r.order).padStart(3, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it.each([
    ['an http link', { country: 'US', name: 'Plain', url: 'http://988lifeline.org' }, 'url'],
    ['a javascript: link', { country: 'US', name: 'Script', url: 'javascript:alert(1)' }, 'url'],
    ['a link that is not one', { country: 'US', name: 'Words', url: 'call us' }, 'url'],
    ['no name', { country: 'US', name: '  ' }, 'name'],
    ['a name over 100 characters', { country: 'US', name: 'x'.repeat(101) }, 'name'],
    ['a description over 500 characters', { country: 'US', name: 'Long', description: 'x'.repeat(501) }, 'description'],
    ['an unknown country', { country: 'ZZ', name: 'Nowhere' }, 'country'],
    ['no country', { name: 'Nowhere' }, 'country'],
    ['a phone with letters', { country: 'US', name: 'Letters', phone: 'call 988' }, 'phone'],
    ['an order that is not a whole number', { country: 'US', name: 'Half', order: 1.5 }, 'order'],
  ])('refuses %s with 400 naming the field', async (_, body, field) => {
    const res = await adminCall('POST', '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('refuses an http link on update too, and changes nothing', async () => {
    const [line] = (await adminCall('GET')).json().data.filter((r: { country: string }) => r.country === 'US');
    const res = await adminCall('PUT', `/${line.id}`, { url: 'http://988lifeline.org' });
    expect(res.statusCode).toBe(400);
    expect((await lines('US')).json().data.resources[0].url).toBe('https://988lifeline.org');
  });

  it('answers 404 for a line that does not exist, whatever its id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await adminCall('PUT', `/${id}`, { name: 'x' })).statusCode).toBe(404);
      expect((await adminCall('DELETE', `/${id}`)).statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/safety-resources' })).statusCode).toBe(401);
    expect((await adminCall('GET', '', undefined, p.token)).statusCode).toBe(403);
    expect((await adminCall('POST', '', { country: 'US', name: 'x' }, p.token)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats/safety', headers: bearer(p.token) })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/problem: safety', () => {
  const submit = (p: CreatedPatient, responses: object[]) =>
    t.app.inject({ method: 'POST', url: '/api/problem', headers: bearer(p.token), payload: { responses } });
  const session = (text: string, first: number, last: number) => [
    { session_step_id: steps['Choose Experience'], response: 'Emotional issue' },
    { session_step_id: steps['Rate the Intensity'], response: first },
    { session_step_id: steps['Focus and Feel It'], response: text },
    { session_step_id: steps['Feel Now'], response: last },
  ];
  const concerned = async (id: string) =>
    (await t.database.db.select().from(safetyConcerns).where(eq(safetyConcerns.problemId, id))).length === 1;

  it.each([
    ['English', 'Honestly I want to kill myself'],
    ['English, upper case', 'I AM SUICIDAL'],
    ['Spanish, with accents', 'Quiero hacerme daño'],
    ['Spanish, without accents', 'no quiero vivir mas, quiero morirme'],
    ['German, with umlauts', 'Ich möchte nicht mehr leben'],
    ['German, a compound', 'Ich habe SUIZIDGEDANKEN'],
  ])('hears crisis language (%s) and keeps only the fact', async (_, text) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await submit(p, session(text, 6, 3));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.safety).toEqual({ concern: true, reasons: ['crisis_language'] });
    expect(await concerned(res.json().data.id)).toBe(true);
  });

  it('hears crisis language in the text of a choice-with-text answer', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await submit(p, [
      { session_step_id: steps['Process Again'], response: ['No', 'I want to end my life'] },
    ]);
    expect(res.json().data.safety).toEqual({ concern: true, reasons: ['crisis_language'] });
  });

  it.each([
    [9, 9, true],
    [7, 10, true],
    [10, 9, false],
    [8, 8, false],
    [3, 2, false],
  ])('intensity %i then %i: concern %s', async (first, last, concern) => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await submit(p, session('A knot of worry about work', first, last));
    expect(res.json().data.safety).toEqual({ concern, reasons: concern ? ['high_intensity'] : [] });
    expect(await concerned(res.json().data.id)).toBe(concern);
  });

  it('does not count one rating of 10 as the end of a session', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await submit(p, [{ session_step_id: steps['Rate the Intensity'], response: 10 }]);
    expect(res.json().data.safety).toEqual({ concern: false, reasons: [] });
  });

  it('names both reasons when both hold', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const res = await submit(p, session('ich will sterben', 9, 10));
    expect(res.json().data.safety).toEqual({ concern: true, reasons: ['crisis_language', 'high_intensity'] });
  });
});

describe('GET /api/admin/stats/safety', () => {
  it('counts sessions with a concern per month, and nothing else', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/problem',
      headers: bearer(p.token),
      payload: { responses: [{ session_step_id: steps['Focus and Feel It'], response: 'I want to die' }] },
    });
    await t.database.db
      .update(safetyConcerns)
      .set({ createdAt: new Date('2024-03-15T12:00:00Z') })
      .where(eq(safetyConcerns.problemId, stored.json().data.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/safety?fromDate=2024-02-01&toDate=2024-04-30',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { month: '2024-02', sessions_with_concern: 0 },
      { month: '2024-03', sessions_with_concern: 1 },
      { month: '2024-04', sessions_with_concern: 0 },
    ]);
    const recent = await t.app.inject({ method: 'GET', url: '/api/admin/stats/safety', headers: bearer(admin.token) });
    expect(recent.json().data).toHaveLength(6);
    expect(recent.json().data.at(-1).sessions_with_concern).toBeGreaterThan(0);
  });

  it('refuses an end before the start', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/safety?fromDate=2024-04-01&toDate=2024-03-01',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(400);
  });

  it('goes with the session when the journal is deleted', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/problem',
      headers: bearer(p.token),
      payload: { responses: [{ session_step_id: steps['Focus and Feel It'], response: 'kill myself' }] },
    });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(p.token) })).statusCode).toBe(
      200,
    );
    expect(
      await t.database.db.select().from(safetyConcerns).where(eq(safetyConcerns.problemId, stored.json().data.id)),
    ).toEqual([]);
  });
});
