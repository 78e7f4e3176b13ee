import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { checkIns, problems, sessionSteps } from '../../db/schema.js';
import { JOURNAL_PAGE_ROWS } from './journal-pages.js';
import { storeSession } from '../../../test/check-ins.js';

let t: TestContext;
let steps: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.database.db.select().from(sessionSteps);
  steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
});
afterAll(() => t.close());

/** One guided session through the API (test/check-ins.ts): `text` is its first text answer. */
const submit = (token: string, text: string, before: number, after: number) =>
  storeSession(t, token, text, before, after);

const journal = (token: string) => t.app.inject({ method: 'GET', url: '/api/journal', headers: bearer(token) });

describe('GET /api/journal', () => {
  it('shows every change at once, whoever makes it', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const count = async () =>
      (await journal(me.token)).json().data.flatMap((d: { sessions: unknown[] }) => d.sessions).length;
    expect(await count()).toBe(0);
    const first = await submit(me.token, 'Headache', 6, 1);
    expect(await count()).toBe(1);
    await submit(me.token, 'Sore knee', 5, 0);
    expect(await count()).toBe(2);
    // Straight in the database (another instance, an operator).
    await t.database.db.delete(problems).where(eq(problems.id, first));
    expect(await count()).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) })).statusCode).toBe(
      200,
    );
    expect(await count()).toBe(0);
  });

  it('shows a check-in answered elsewhere (another instance) at once', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const id = await submit(me.token, 'Headache', 6, 1);
    const firstCheckIn = async () => (await journal(me.token)).json().data[0].sessions[0].check_ins[0];
    expect(await firstCheckIn()).toMatchObject({ intensity: null });
    await t.database.db
      .update(checkIns)
      .set({ intensity: 2, answeredAt: new Date() })
      .where(and(eq(checkIns.problemId, id), eq(checkIns.after, '1d')));
    expect(await firstCheckIn()).toMatchObject({ after: '1d', intensity: 2 });
  });

  it('answers 304 to a client that holds the current journal, and the journal once it changed', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await submit(me.token, 'Headache', 6, 1);
    const first = await journal(me.token);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await t.app.inject({
      method: 'GET',
      url: '/api/journal',
      headers: { ...bearer(me.token), 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    await submit(me.token, 'Sore knee', 5, 0);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/journal',
      headers: { ...bearer(me.token), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data[0].sessions).toHaveLength(2);
  });

  it('reads every session of a long journal of one-answer sessions, each with its check-ins', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    // Pages end exactly where a session does, and the next starts after it.
    const sessions = 400;
    await t.database.db.execute(sql`
      insert into problems (user_id, experience_title, created_at)
      select ${me.id}::uuid, 'A physical pain', now() - make_interval(mins => g) from generate_series(1, ${sessions}) g`);
    await t.database.db.execute(sql`
      insert into problem_responses (problem_id, step_title, step_key, step_types, response, position)
      select id, 'Rate the Intensity', 'rate_intensity', '["slider"]'::jsonb, '7'::jsonb, 1 from problems where user_id = ${me.id}::uuid`);
    await t.database.db.execute(sql`
      insert into check_ins (problem_id, user_id, after, due_at, answered_at, intensity, note, mail_state)
      select p.id, p.user_id, s.after, p.created_at + s.wait, p.created_at + s.wait, 1, 'Still gone', 'skipped'
      from problems p cross join (values ('1d', interval '1 day'), ('7d', interval '7 days')) s(after, wait)
      where p.user_id = ${me.id}::uuid`);
    const res = await journal(me.token);
    expect(res.statusCode).toBe(200);
    const read = (res.json().data as { sessions: { check_ins: { after: string; note: string }[] }[] }[]).flatMap(
      (d) => d.sessions,
    );
    expect(read).toHaveLength(sessions);
    for (const s of read)
      expect(s.check_ins.map((c) => [c.after, c.note])).toEqual([
        ['1d', 'Still gone'],
        ['7d', 'Still gone'],
      ]);
  });

  it('reads a long journal page by page into the same answer, plain, gzip or brotli', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    // More answers than a page looks at, and over 128 KB (too long to keep: read for each
    // request). In the three oldest sessions, answers of 1.4 KB (a page ends on their bytes) and
    // long ones (stored compressed: each ends its page), so pages end in all three ways, and
    // pages, sessions and days straddle one another.
    const textSteps = ['Focus and Feel It', 'Describe Sensations', 'Find the Source', 'Experience It Fully', 'Message'];
    const words = (i: number, j: number) =>
      i > 2
        ? `${i}.${j}`
        : j >= 12 && j <= 17
          ? `${i}.${j} ${'é…'.repeat(4_990)}`
          : j >= 4 && j <= 11
            ? `${i}.${j} ${'é'.repeat(700)}`
            : `${i}.${j}`;
    const answersOf = (i: number) =>
      Array.from({ length: 20 }, (_, j) =>
        j === 0 || j === 19
          ? { session_step_id: steps[j === 0 ? 'Rate the Intensity' : 'Feel Now'], response: (i + j) % 11 }
          : { session_step_id: steps[textSteps[j % textSteps.length]!], response: words(i, j) },
      );
    const sessions = 28;
    expect(sessions * 20).toBeGreaterThan(JOURNAL_PAGE_ROWS);
    const ids: string[] = [];
    for (let i = 0; i < sessions; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/problem',
        headers: bearer(me.token),
        payload: { responses: answersOf(i) },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 3), 8, i));
    for (const [i, id] of ids.entries())
      await t.database.db
        .update(problems)
        .set({ createdAt: at(i) })
        .where(eq(problems.id, id));

    const plain = await journal(me.token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['transfer-encoding']).toBe('chunked');
    expect(plain.headers['content-length']).toBeUndefined();
    const newestFirst = [...ids.keys()].reverse();
    const days = new Map<string, unknown[]>();
    for (const i of newestFirst) {
      const date = at(i).toISOString().slice(0, 10);
      days.set(date, [
        ...(days.get(date) ?? []),
        {
          session_id: ids[i],
          created_at: at(i).toISOString(),
          experience: null,
          text_responses: answersOf(i)
            .slice(1, 19)
            .map((a, k) => ({ step_title: textSteps[(k + 1) % textSteps.length], response: a.response })),
          intensity_responses: [
            { step_title: 'Rate the Intensity', step_key: 'rate_the_intensity', response: i % 11 },
            { step_title: 'Feel Now', step_key: 'feel_now', response: (i + 19) % 11 },
          ],
          check_ins: ['1d', '7d', '30d'].map((after) =>
            expect.objectContaining({ after, answered_at: null, intensity: null, note: null }),
          ),
        },
      ]);
    }
    expect(plain.json()).toEqual({ success: true, data: [...days].map(([date, list]) => ({ date, sessions: list })) });

    const encoded = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/journal',
        headers: { ...bearer(me.token), 'accept-encoding': encoding },
      });
    const br = await encoded('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await encoded('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((await encoded('identity')).body).toBe(plain.body);

    // Too long to keep, and still exact after every change.
    const sessionsListed = async () =>
      (await journal(me.token)).json().data.flatMap((d: { sessions: unknown[] }) => d.sessions).length;
    await submit(me.token, 'one more', 3, 1);
    expect(await sessionsListed()).toBe(sessions + 1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) })).statusCode).toBe(
      200,
    );
    expect(await sessionsListed()).toBe(0);
  });

  it('keeps words that look like numbers or JSON as the words the patient typed', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await submit(me.token, '5', 6, 2);
    await submit(me.token, 'true', 6, 2);
    await submit(me.token, '["a","b"]', 6, 2);
    const sessions = (await journal(me.token)).json().data.flatMap((d: { sessions: unknown[] }) => d.sessions);
    const typed = sessions.map(
      (s: { text_responses: { step_title: string; response: unknown }[] }) =>
        s.text_responses.find((r) => r.step_title === 'Focus and Feel It')?.response,
    );
    expect(typed.sort()).toEqual(['5', '["a","b"]', 'true'].sort());
    for (const s of sessions)
      expect((s as { intensity_responses: unknown[] }).intensity_responses).toEqual([
        { step_title: 'Rate the Intensity', step_key: 'rate_the_intensity', response: 6 },
        { step_title: 'Feel Now', step_key: 'feel_now', response: 2 },
      ]);
  });

  it("shows only the caller's sessions, newest first, grouped by day", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    const older = await submit(me.token, 'Tight shoulders', 7, 3);
    await t.database.db
      .update(problems)
      .set({ createdAt: new Date('2025-03-04T10:00:00Z') })
      .where(eq(problems.id, older));
    const first = await submit(me.token, 'Headache', 6, 1);
    const second = await submit(me.token, 'Sore knee', 5, 0);
    await submit(other.token, 'Not mine', 9, 9);

    const res = await journal(me.token);
    expect(res.statusCode).toBe(200);
    const days = res.json().data;
    expect(days.map((d: { date: string }) => d.date)).toEqual([new Date().toISOString().slice(0, 10), '2025-03-04']);
    expect(days[0].sessions.map((s: { session_id: string }) => s.session_id)).toEqual([second, first]);
    expect(days[1].sessions[0]).toEqual({
      session_id: older,
      created_at: '2025-03-04T10:00:00.000Z',
      experience: 'Physical pain',
      text_responses: [
        { step_title: 'Focus and Feel It', response: 'Tight shoulders' },
        { step_title: 'Sensation State', response: "It's changed" },
        { step_title: 'Sensation State', response: 'softer now' },
      ],
      intensity_responses: [
        { step_title: 'Rate the Intensity', step_key: 'rate_the_intensity', response: 7 },
        { step_title: 'Feel Now', step_key: 'feel_now', response: 3 },
      ],
      // Planned with the session, on the default schedule, none answered yet.
      check_ins: ['1d', '7d', '30d'].map((after) => ({
        after,
        due_at: expect.any(String),
        answered_at: null,
        intensity: null,
        note: null,
      })),
    });
  });

  it('is empty for a patient with no sessions and needs a token', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    expect((await journal(p.token)).json()).toEqual({ success: true, data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/journal' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/journal', () => {
  it("deletes the caller's sessions and nobody else's", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const other = await createPatient(t.database, t.config.jwtSecret);
    await submit(me.token, 'Mine', 4, 2);
    await submit(other.token, 'Theirs', 4, 2);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { deleted: 1 } });
    expect((await journal(me.token)).json().data).toEqual([]);
    expect((await journal(other.token)).json().data).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/journal' })).statusCode).toBe(401);
  });
});
