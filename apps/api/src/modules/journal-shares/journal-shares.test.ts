import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient, type CreatedPatient } from '../../../test/factories.js';
import { checkIns, journalShares, journalShareViews, problems } from '../../db/schema.js';
import { MAX_LISTED_ENDED_SHARES, MAX_LISTED_VIEWS, MAX_OPEN_SHARES } from '@clearwell/shared';
import { SHARED_LINK_RATE_LIMIT } from '../../lib/shared-link-limit.js';
import { deleteAccount, exportData, giveSession, jsonOf } from '../../../test/privacy.js';
import { unzip } from '../../../test/zip.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** Each test reads links from its own client address, so the per-address limit is tested on its own. */
const newAddress = () => `10.27.0.${++addresses}`;

const share = (p: CreatedPatient, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/journal/shares', headers: bearer(p.token), payload });
const listShares = (p: CreatedPatient) =>
  t.app.inject({ method: 'GET', url: '/api/journal/shares', headers: bearer(p.token) });
const endShare = (p: CreatedPatient, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/journal/shares/${id}`, headers: bearer(p.token) });
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const open = (url: string, remoteAddress = '10.27.1.1') =>
  t.app.inject({ method: 'GET', url: `/api/shared/${tokenOf(url)}`, remoteAddress });

/** A patient with three sessions, two of them shared for 7 days. */
async function patientWithLink() {
  const p = await createPatient(t.database, t.config.jwtSecret, { firstName: 'Robin', lastName: 'Hale-Unshared' });
  const first = await giveSession(t, p.id, 'Knot behind my ribs', new Date(Date.now() - 3000));
  const second = await giveSession(t, p.id, 'Tight shoulders', new Date(Date.now() - 2000));
  const third = await giveSession(t, p.id, 'Private, not shared', new Date(Date.now() - 1000));
  const res = await share(p, { session_ids: [first, second], expires_in_days: 7 });
  expect(res.statusCode, res.body).toBe(201);
  const link = res.json().data as { id: string; url: string; expires_at: string; session_ids: string[] };
  return { p, first, second, third, link };
}

const sessionTexts = (body: { data: { sessions: { text_responses: { response: unknown }[] }[] } }) =>
  body.data.sessions.map((s) => s.text_responses[0]!.response);

describe('POST /api/journal/shares', () => {
  it('makes a link with a 256-bit secret, and keeps only its SHA-256', async () => {
    const { p, first, second, link } = await patientWithLink();
    expect(link.url).toMatch(/^http:\/\/clearwell\.test\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokenOf(link.url), 'base64url')).toHaveLength(32);
    expect(link.session_ids.sort()).toEqual([first, second].sort());
    const expires = new Date(link.expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);

    const rows = await t.database.db.select().from(journalShares).where(eq(journalShares.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(tokenOf(link.url)).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link.url));
  });

  it('takes 1, 7 or 30 days and 1 to 50 entries, and needs a token', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const mine = await giveSession(t, p.id, 'Mine');
    for (const days of [1, 30])
      expect((await share(p, { session_ids: [mine], expires_in_days: days })).statusCode).toBe(201);
    for (const bad of [
      { session_ids: [mine], expires_in_days: 2 },
      { session_ids: [mine], expires_in_days: '7' },
      { session_ids: [mine] },
      { session_ids: [], expires_in_days: 7 },
      { session_ids: Array.from({ length: 51 }, () => mine), expires_in_days: 7 },
      { session_ids: mine, expires_in_days: 7 },
    ]) {
      const res = await share(p, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ field: expect.any(String) })],
      });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/journal/shares',
      payload: { session_ids: [mine], expires_in_days: 7 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`refuses a link past ${MAX_OPEN_SHARES} open ones with 409 TOO_MANY_LINKS, until one ends`, async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const mine = await giveSession(t, p.id, 'Mine');
    const made = await Promise.all(
      Array.from({ length: MAX_OPEN_SHARES + 2 }, () => share(p, { session_ids: [mine], expires_in_days: 1 })),
    );
    // Made at once, still no more than allowed.
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(MAX_OPEN_SHARES);
    const refused = made.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        success: false,
        error: 'TOO_MANY_LINKS',
        message: `You already have ${MAX_OPEN_SHARES} open links. End one of them before making another.`,
      });
    }
    const count = async () =>
      (await t.database.db.select().from(journalShares).where(eq(journalShares.userId, p.id))).length;
    expect(await count()).toBe(MAX_OPEN_SHARES);

    // An ended link and an expired one make room; another patient's count is their own.
    const [first, second] = made.filter((r) => r.statusCode === 201).map((r) => r.json().data.id as string);
    expect((await endShare(p, first!)).statusCode).toBe(200);
    await t.database.db
      .update(journalShares)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(journalShares.id, second!));
    expect((await share(p, { session_ids: [mine], expires_in_days: 1 })).statusCode).toBe(201);
    expect((await share(p, { session_ids: [mine], expires_in_days: 1 })).statusCode).toBe(201);
    expect((await share(p, { session_ids: [mine], expires_in_days: 1 })).statusCode).toBe(409);
    const other = await createPatient(t.database, t.config.jwtSecret);
    const theirs = await giveSession(t, other.id, 'Theirs');
    expect((await share(other, { session_ids: [theirs], expires_in_days: 1 })).statusCode).toBe(201);
  });

  it("is 404 for another patient's session, or one that does not exist, and makes nothing", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    const mine = await giveSession(t, me.id, 'Mine');
    const theirs = await giveSession(t, other.id, 'Theirs');
    for (const ids of [[theirs], [mine, theirs], ['00000000-0000-4000-8000-000000000000'], [mine, 'not-an-id']]) {
      const res = await share(me, { session_ids: ids, expires_in_days: 7 });
      expect(res.statusCode, ids.join()).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
    expect((await listShares(me)).json().data).toEqual([]);
  });
});

describe('GET /api/shared/:token', () => {
  it('shows the first name and the chosen sessions, nothing else, without a token and never cached', async () => {
    const { p, first, second, link } = await patientWithLink();
    const res = await open(link.url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const body = res.json();
    expect(Object.keys(body.data).sort()).toEqual(['expires_at', 'first_name', 'sessions']);
    expect(body.data.first_name).toBe('Robin');
    expect(body.data.expires_at).toBe(link.expires_at);
    expect(body.data.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([second, first]);
    expect(sessionTexts(body)).toEqual(['Tight shoulders', 'Knot behind my ribs']);
    expect(body.data.sessions[0].intensity_responses).toEqual([
      { step_title: 'Sensation State', response: 4 },
      { step_title: 'Feel Now', response: 2 },
    ]);
    for (const secret of ['Hale-Unshared', p.email, p.id, 'Private, not shared'])
      expect(res.body).not.toContain(secret);
  });

  it("sends a long link as it is read, with the same answer and each session's check-ins", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { firstName: 'Robin' });
    // Ten sessions of over 20 KB each: more than is ever sent whole.
    const long = (i: number) => `${i} ${'é…'.repeat(4_500)}`;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await giveSession(t, p.id, long(i), new Date(Date.now() - (10 - i) * 1000)));
    const unshared = await giveSession(t, p.id, 'Private, not shared');
    await t.database.db.insert(checkIns).values([
      {
        problemId: ids[3]!,
        userId: p.id,
        after: '1d',
        dueAt: new Date(),
        answeredAt: new Date(),
        intensity: 1,
        note: 'Still gone',
      },
      {
        problemId: unshared,
        userId: p.id,
        after: '1d',
        dueAt: new Date(),
        answeredAt: new Date(),
        intensity: 9,
        note: 'Not for the coach',
      },
    ]);
    const made = await share(p, { session_ids: ids, expires_in_days: 1 });
    expect(made.statusCode).toBe(201);

    const res = await open(made.json().data.url, newAddress());
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body.data)).toEqual(['first_name', 'expires_at', 'sessions']);
    expect(body.data.first_name).toBe('Robin');
    expect(body.data.expires_at).toBe(made.json().data.expires_at);
    expect(sessionTexts(body)).toEqual(ids.map((_, i) => long(i)).reverse());
    const withCheckIn = body.data.sessions.find((s: { session_id: string }) => s.session_id === ids[3]);
    expect(withCheckIn.check_ins).toEqual([
      { after: '1d', due_at: expect.any(String), answered_at: expect.any(String), intensity: 1, note: 'Still gone' },
    ]);
    expect(res.body).not.toContain('Not for the coach');
    expect((await listShares(p)).json().data[0].views).toHaveLength(1);
  });

  it('is 404 for a token that names no link, whatever its form', async () => {
    for (const token of ['x', 'A'.repeat(43), 'A'.repeat(44), `${'A'.repeat(42)}.`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress: newAddress() });
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    }
  });

  it('records each view, time only, and lists it to the owner alone', async () => {
    const { p, link } = await patientWithLink();
    const before = Date.now();
    expect((await open(link.url)).statusCode).toBe(200);
    expect((await open(link.url, newAddress())).statusCode).toBe(200);
    const [listed] = (await listShares(p)).json().data;
    expect(listed).toEqual({
      id: link.id,
      created_at: expect.any(String),
      expires_at: link.expires_at,
      revoked_at: null,
      session_count: 2,
      views: [{ at: expect.any(String) }, { at: expect.any(String) }],
    });
    for (const v of listed.views) expect(new Date(v.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const stranger = await createPatient(t.database, t.config.jwtSecret);
    expect((await listShares(stranger)).json().data).toEqual([]);
  });

  it('ends when the link expires, and records no view then', async () => {
    const { p, link } = await patientWithLink();
    await t.database.db
      .update(journalShares)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(journalShares.id, link.id));
    expect((await open(link.url)).statusCode).toBe(404);
    expect((await listShares(p)).json().data[0].views).toEqual([]);
  });

  it(`answers 429 with Retry-After past ${SHARED_LINK_RATE_LIMIT} reads a minute from one address, and not to others`, async () => {
    const { link } = await patientWithLink();
    const address = newAddress();
    for (let i = 0; i < SHARED_LINK_RATE_LIMIT; i++) expect((await open(link.url, address)).statusCode).toBe(200);
    const limited = await open(link.url, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open(link.url, newAddress())).statusCode).toBe(200);
  });
});

describe('GET /api/journal/shares', () => {
  it(`lists every open link and the ${MAX_LISTED_ENDED_SHARES} newest ended ones, each with its ${MAX_LISTED_VIEWS} latest views`, async () => {
    const { p, link } = await patientWithLink();
    // A link opened more often than is listed, and more ended links than are listed, made before the open one.
    const base = Date.now() - 3_600_000;
    await t.database.db.insert(journalShareViews).values(
      Array.from({ length: MAX_LISTED_VIEWS + 5 }, (_, i) => ({
        shareId: link.id,
        viewedAt: new Date(base + i * 1000),
      })),
    );
    const ended = await t.database.db
      .insert(journalShares)
      .values(
        Array.from({ length: MAX_LISTED_ENDED_SHARES + 3 }, (_, i) => ({
          userId: p.id,
          tokenHash: `ended-${p.id}-${i}`,
          createdAt: new Date(base - (i + 1) * 60_000),
          expiresAt: new Date(base),
        })),
      )
      .returning({ id: journalShares.id });

    const listed = (await listShares(p)).json().data as { id: string; views: { at: string }[] }[];
    expect(listed.map((l) => l.id)).toEqual([link.id, ...ended.slice(0, MAX_LISTED_ENDED_SHARES).map((e) => e.id)]);
    const views = listed[0]!.views.map((v) => new Date(v.at).getTime());
    expect(views).toEqual(Array.from({ length: MAX_LISTED_VIEWS }, (_, i) => base + (i + 5) * 1000));

    // The data download keeps everything.
    const entries = await unzip((await exportData(t, p.token, { password: p.password })).rawPayload);
    const links = jsonOf<{ id: string; views: unknown[] }[]>(entries, 'shared-links.json');
    expect(links).toHaveLength(MAX_LISTED_ENDED_SHARES + 4);
    expect(links.find((l) => l.id === link.id)!.views).toHaveLength(MAX_LISTED_VIEWS + 5);
  });
});

describe('DELETE /api/journal/shares/:id', () => {
  it('ends the link at once; ending it again is fine', async () => {
    const { p, link } = await patientWithLink();
    const res = await endShare(p, link.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await open(link.url)).statusCode).toBe(404);
    const [listed] = (await listShares(p)).json().data;
    expect(new Date(listed.revoked_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await endShare(p, link.id)).statusCode).toBe(200);
    expect((await listShares(p)).json().data[0].revoked_at).toBe(listed.revoked_at);
  });

  it("is 404 for another patient's link or none, which keeps working", async () => {
    const { link } = await patientWithLink();
    const stranger = await createPatient(t.database, t.config.jwtSecret);
    for (const id of [link.id, '00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await endShare(stranger, id)).statusCode).toBe(404);
    expect((await open(link.url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/journal/shares/${link.id}` })).statusCode).toBe(401);
  });
});

describe('what ends a link', () => {
  it('deleting a shared entry removes it from the link; deleting the last one ends the link', async () => {
    const { p, first, second, link } = await patientWithLink();
    await t.database.db.delete(problems).where(eq(problems.id, second));
    const res = await open(link.url);
    expect(res.json().data.sessions.map((s: { session_id: string }) => s.session_id)).toEqual([first]);
    expect((await listShares(p)).json().data[0].session_count).toBe(1);
    await t.database.db.delete(problems).where(eq(problems.id, first));
    expect((await open(link.url)).statusCode).toBe(404);
  });

  it('deleting the journal ends it', async () => {
    const { p, link } = await patientWithLink();
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(p.token) })).statusCode).toBe(
      200,
    );
    expect((await open(link.url)).statusCode).toBe(404);
  });

  it('deleting the account ends it and leaves no link behind', async () => {
    const { p, link } = await patientWithLink();
    expect((await deleteAccount(t, p.token, { password: p.password })).statusCode).toBe(200);
    expect((await open(link.url)).statusCode).toBe(404);
    expect(await t.database.db.select().from(journalShares).where(eq(journalShares.userId, p.id))).toEqual([]);
  });

  it('signing out does not end it', async () => {
    const { p, link } = await patientWithLink();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(p.token) })).statusCode).toBe(
      200,
    );
    expect((await open(link.url)).statusCode).toBe(200);
  });
});

describe('the data download', () => {
  it('lists the links with their entries and views, never their secret or its hash', async () => {
    const { p, first, second, link } = await patientWithLink();
    await open(link.url);
    const res = await exportData(t, p.token, { password: p.password });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const links = jsonOf<Array<Record<string, unknown>>>(entries, 'shared-links.json');
    expect(links).toEqual([
      {
        id: link.id,
        created_at: expect.any(String),
        expires_at: link.expires_at,
        revoked_at: null,
        views: [{ at: expect.any(String) }],
        session_ids: expect.arrayContaining([first, second]),
      },
    ]);
    const [row] = await t.database.db.select().from(journalShares).where(eq(journalShares.id, link.id));
    const text = [...entries.values()].map((b) => b.toString('utf8')).join('\n');
    expect(text).not.toContain(tokenOf(link.url));
    expect(text).not.toContain(row!.tokenHash);
  });
});

describe('the OpenAPI document', () => {
  it('publishes the routes, the public read without a token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const op of [
      doc.paths['/api/journal/shares'].post,
      doc.paths['/api/journal/shares'].get,
      doc.paths['/api/journal/shares/{id}'].delete,
    ]) {
      expect(op.security).toEqual([{ bearer: [] }]);
    }
    const read = doc.paths['/api/shared/{token}'].get;
    expect(read.security).toBeUndefined();
    expect(read.description).toMatch(/never their last name or e-mail/);
  });
});
