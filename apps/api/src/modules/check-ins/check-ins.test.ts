import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { answer, checkInsOf, storeSession, waitUntilDue } from '../../../test/check-ins.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { checkIns } from '../../db/schema.js';
import { CHECK_IN_LIST_LIMIT } from './check-ins.service.js';
import { deleteAccount, exportData, jsonOf } from '../../../test/privacy.js';
import { unzip } from '../../../test/zip.js';

/** The first check-in falls due a second after a session; the second only in an hour. */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { FOLLOW_UP_SCHEDULE: '1s,1h' } });
});
afterAll(() => t.close());

const journalSessions = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(token) }))
    .json()
    .data.flatMap((d: { sessions: unknown[] }) => d.sessions);

describe('check-ins planned with each stored session', () => {
  it('plans one per schedule entry, due at created_at plus its time, with what the session was about', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const long = `Tightness in my chest ${'and more '.repeat(30)}`;
    const problemId = await storeSession(t, me.token, long, 8, 3);
    const { upcoming } = await checkInsOf(t, me.token);
    const [session] = await journalSessions(me.token);
    const created = Date.parse(session.created_at);
    expect(upcoming.map((c) => c.after)).toEqual(['1s', '1h']);
    expect(upcoming.map((c) => Date.parse(c.due_at) - created)).toEqual([1000, 3_600_000]);
    expect(upcoming[0]).toMatchObject({
      problem_id: problemId,
      experience: 'Physical pain',
      summary: long.trim().slice(0, 140),
      intensity_first: 8,
      intensity_last: 3,
      answered_at: null,
      intensity: null,
      note: null,
    });
    expect(upcoming[0]!.summary).toHaveLength(140);
  });

  it("lists due check-ins oldest first, the rest soonest first, and only the caller's own", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Headache');
    await storeSession(t, me.token, 'Sore knee');
    await storeSession(t, other.token, 'Not mine');
    const due = await waitUntilDue(t, me.token, 2);
    expect(due.map((c) => c.summary)).toEqual(['Headache', 'Sore knee']);
    const { upcoming } = await checkInsOf(t, me.token);
    expect(upcoming.map((c) => c.summary)).toEqual(['Headache', 'Sore knee']);
    expect(upcoming.every((c) => c.after === '1h')).toBe(true);
  });
});

describe('POST /api/check-ins/:id', () => {
  it('records the answer once it is due, shows it in the journal and takes it off the lists', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Tight shoulders', 7, 2);
    const [due] = await waitUntilDue(t, me.token, 1);
    const res = await answer(t, me.token, due!.id, { intensity: 1, note: 'Barely there' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: due!.id,
      intensity: 1,
      note: 'Barely there',
      summary: 'Tight shoulders',
    });
    expect(Date.parse(res.json().data.answered_at)).toBeGreaterThanOrEqual(Date.parse(due!.due_at));
    expect((await checkInsOf(t, me.token)).due).toEqual([]);

    const [session] = await journalSessions(me.token);
    expect(session.check_ins).toEqual([
      {
        after: '1s',
        due_at: due!.due_at,
        answered_at: res.json().data.answered_at,
        intensity: 1,
        note: 'Barely there',
      },
      { after: '1h', due_at: expect.any(String), answered_at: null, intensity: null, note: null },
    ]);
  });

  it('refuses a second answer with 409 ALREADY_ANSWERED, and one before due_at with 409 NOT_DUE', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Knot in my stomach');
    const [due] = await waitUntilDue(t, me.token, 1);
    expect((await answer(t, me.token, due!.id, { intensity: 4 })).statusCode).toBe(200);
    const again = await answer(t, me.token, due!.id, { intensity: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('ALREADY_ANSWERED');

    const [later] = (await checkInsOf(t, me.token)).upcoming;
    const early = await answer(t, me.token, later!.id, { intensity: 3 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('NOT_DUE');
    expect((await checkInsOf(t, me.token)).upcoming[0]!.intensity).toBeNull();
  });

  it('is 400 for an intensity that is not a whole number from 0 to 10, or a note over 2,000 characters', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Jaw clenched');
    const [due] = await waitUntilDue(t, me.token, 1);
    for (const intensity of [-1, 11, 2.5, '5', null, 1e10]) {
      const res = await answer(t, me.token, due!.id, { intensity });
      expect(res.statusCode, `intensity ${String(intensity)}`).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'intensity' })]);
    }
    const missing = await answer(t, me.token, due!.id, {});
    expect(missing.statusCode).toBe(400);
    const longNote = await answer(t, me.token, due!.id, { intensity: 2, note: 'x'.repeat(2001) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().details).toEqual([expect.objectContaining({ field: 'note' })]);
    // Nothing was recorded by the refusals; the longest note allowed is taken.
    const ok = await answer(t, me.token, due!.id, { intensity: 0, note: 'y'.repeat(2000) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.note).toHaveLength(2000);
    expect(ok.json().data.intensity).toBe(0);
  });

  it("is 404 for an unknown id, whatever its form, and for another patient's check-in", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, other.token, 'Their secret');
    const [theirs] = await waitUntilDue(t, other.token, 1);
    for (const id of [theirs!.id, '00000000-0000-0000-0000-000000000000', 'not-an-id', '1']) {
      const res = await answer(t, me.token, id, { intensity: 1 });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect((await checkInsOf(t, other.token)).due).toHaveLength(1);
  });

  it('needs a patient token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/check-ins' })).statusCode).toBe(401);
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/check-ins', headers: bearer(admin.token) })).statusCode,
    ).toBe(403);
  });
});

describe('check-ins go with the journal', () => {
  it('deleting the journal deletes its check-ins', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Gone soon');
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.userId, me.id))).toHaveLength(2);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) })).statusCode).toBe(
      200,
    );
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.userId, me.id))).toHaveLength(0);
    expect(await checkInsOf(t, me.token)).toEqual({ due: [], upcoming: [] });
  });
});

describe('GET /api/admin/stats/durability', () => {
  it('counts, per schedule entry, check-ins planned, answered, still clear and their average, within the filters', async () => {
    const stats = async (query = '') => {
      const admin = await createAdmin(t.database, t.config.jwtSecret);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/stats/durability${query}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as Array<{
        after: string;
        planned: number;
        answered: number;
        still_clear: number;
        avg_intensity: number | null;
      }>;
    };
    const before = await stats();
    expect(before.map((r) => r.after)).toEqual(['1s', '1h']);
    const me = await createPatient(t.database, t.config.jwtSecret);
    for (const text of ['One', 'Two', 'Three']) await storeSession(t, me.token, text);
    const due = await waitUntilDue(t, me.token, 3);
    for (const [i, intensity] of [2, 3, 7].entries())
      expect((await answer(t, me.token, due[i]!.id, { intensity })).statusCode).toBe(200);
    const after = await stats();
    const first = (rows: typeof after) => rows.find((r) => r.after === '1s')!;
    const hour = (rows: typeof after) => rows.find((r) => r.after === '1h')!;
    expect(first(after).planned - first(before).planned).toBe(3);
    expect(first(after).answered - first(before).answered).toBe(3);
    expect(first(after).still_clear - first(before).still_clear).toBe(1);
    expect(hour(after).planned - hour(before).planned).toBe(3);
    expect(hour(after).answered).toBe(hour(before).answered);

    // Only these three answers were given today in a fresh range of app type `web`: exact figures.
    const today = new Date().toISOString().slice(0, 10);
    expect(first(await stats(`?fromDate=${today}&toDate=${today}&appType=ios`))).toEqual({
      after: '1s',
      planned: 0,
      answered: 0,
      still_clear: 0,
      avg_intensity: null,
    });
    expect((await stats('?fromDate=2000-01-01&toDate=2000-01-02')).every((r) => r.planned === 0)).toBe(true);
  });

  it('is for admins only, and 400 for a range that ends before it starts', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stats/durability', headers: bearer(me.token) })).statusCode,
    ).toBe(403);
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stats/durability?fromDate=2024-02-01&toDate=2024-01-01',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("check-ins and the patient's data rights", () => {
  it('the data download holds every check-in, answered or not, with the answer and note', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Tension headache');
    const [due] = await waitUntilDue(t, me.token, 1);
    expect((await answer(t, me.token, due!.id, { intensity: 2, note: 'Much lighter' })).statusCode).toBe(200);
    const res = await exportData(t, me.token, { password: me.password });
    expect(res.statusCode).toBe(200);
    const exported = jsonOf<Array<Record<string, unknown>>>(await unzip(res.rawPayload), 'check-ins.json');
    expect(exported.map((c) => [c.after, c.summary, c.intensity, c.note])).toEqual([
      ['1s', 'Tension headache', 2, 'Much lighter'],
      ['1h', 'Tension headache', null, null],
    ]);
  });

  it("deleting the account deletes its check-ins, and nobody else's", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Mine');
    await storeSession(t, other.token, 'Theirs');
    expect((await deleteAccount(t, me.token, { password: me.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.userId, me.id))).toHaveLength(0);
    expect(await t.database.db.select().from(checkIns).where(eq(checkIns.userId, other.id))).toHaveLength(2);
  });
});

describe('GET /api/check-ins/:id', () => {
  it("opens any of the caller's check-ins, also one past the lists' first 100, and nobody else's", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    // More due check-ins than a list holds: stored directly, as no API could store them in a test's time.
    await t.database.db.execute(sql`
      insert into problems (user_id, experience_title, created_at)
      select ${me.id}::uuid, 'Physical pain', now() - make_interval(days => 2, mins => g)
      from generate_series(1, ${CHECK_IN_LIST_LIMIT + 5}) g`);
    await t.database.db.execute(sql`
      insert into check_ins (problem_id, user_id, after, due_at, mail_state)
      select p.id, p.user_id, '1d', p.created_at + interval '1 day', 'skipped'
      from problems p where p.user_id = ${me.id}::uuid`);
    const listed = (await checkInsOf(t, me.token)).due.map((c) => c.id);
    expect(listed).toHaveLength(CHECK_IN_LIST_LIMIT);
    const [newest] = await t.database.db
      .select()
      .from(checkIns)
      .where(eq(checkIns.userId, me.id))
      .orderBy(desc(checkIns.dueAt))
      .limit(1);
    expect(listed).not.toContain(newest!.id);

    const open = (token: string, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/check-ins/${id}`, headers: bearer(token) });
    const mine = await open(me.token, newest!.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      id: newest!.id,
      after: '1d',
      experience: 'Physical pain',
      intensity: null,
    });

    for (const res of [
      await open(other.token, newest!.id),
      await open(me.token, '00000000-0000-4000-8000-000000000000'),
      await open(me.token, 'not-an-id'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/check-ins/${newest!.id}` })).statusCode).toBe(401);
  });
});
