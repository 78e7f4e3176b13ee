import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createAdmin, createPatient } from '../../../test/factories.js';
import { authSessions, experiences, feedback, problems, users } from '../../db/schema.js';
import * as rollups from './admin-dashboard.service.js';
import { inclusiveDays } from '../../lib/date-range.js';
import * as reference from '../../../test/stats-reference.js';
import {
  historyStart,
  rebuiltSnapshot,
  rollupSnapshot,
  seedVariedHistory,
} from '../../../test/fixtures/stats-varied.js';

let t: TestContext;
let seeded: Awaited<ReturnType<typeof seedVariedHistory>>;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedVariedHistory(t);
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const start = historyStart();
const day = (n: number) => ymd(start.getTime() + n * DAY_MS);
const monthEdge = (months: number, lastDay = false) =>
  ymd(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months + (lastDay ? 1 : 0), lastDay ? 0 : 1));
const today = ymd(Date.now());

/** Open ends, whole months, ranges starting and ending mid-month, single days on month edges, the future, no data. */
const RANGES: [string | undefined, string | undefined][] = [
  [undefined, undefined],
  [day(17), undefined],
  [undefined, day(40)],
  [monthEdge(1), monthEdge(3, true)],
  [day(17), day(75)],
  [day(46), day(140)],
  [day(30), day(30)],
  [monthEdge(1, true), monthEdge(2)],
  [monthEdge(2), monthEdge(2)],
  [today, today],
  [today, ymd(Date.now() + 3 * DAY_MS)],
  ['2001-01-01', '2001-12-31'],
  [ymd(Date.now() + 10 * DAY_MS), ymd(Date.now() + 70 * DAY_MS)],
];
const APP_TYPES = [undefined, 'web', 'ios', 'android', 'nowhere'];
const STATS = ['dashboardSummary', 'userActivity', 'problemTypes', 'feedbackSentiment', 'problemTrends'] as const;

async function expectSameAsRawTables(phase: string) {
  for (const [from, to] of RANGES) {
    const range = inclusiveDays(from, to, 'toDate');
    for (const appType of APP_TYPES) {
      for (const name of STATS) {
        const label = `${phase}: ${name} ${from ?? '…'}..${to ?? '…'} ${appType ?? 'any app'}`;
        expect(await rollups[name](t.database, range, appType), label).toEqual(
          await reference[name](t.database.db, range, appType),
        );
      }
    }
  }
}

const allTime = () => rollups.dashboardSummary(t.database, {});

describe('statistics from the rollups', () => {
  it('equal the raw-table aggregates on varied history', async () => {
    const totals = await allTime();
    expect(totals.total_problems).toBeGreaterThan(400);
    expect(totals.active_users).toBeGreaterThan(30);
    await expectSameAsRawTables('seeded');
  });

  it('stay equal when patients clear their journal or delete their account', async () => {
    const [clearing, leaving] = seeded.signedIn;
    const before = await allTime();
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/journal', headers: bearer(clearing!.token) })).statusCode,
    ).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(leaving!.token),
      payload: { password: leaving!.password },
    });
    expect(gone.statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, seeded.others[0]!.id)); // the cascade, not the service
    const [some] = await t.database.db.select({ id: feedback.id }).from(feedback).limit(1);
    await t.database.db.delete(feedback).where(eq(feedback.id, some!.id));
    const after = await allTime();
    expect(after.total_users).toBe(before.total_users - 2);
    expect(after.total_problems).toBeLessThan(before.total_problems);
    await expectSameAsRawTables('after deletions');
  });

  it('stay equal when counted columns change', async () => {
    const db = t.database.db;
    await db.delete(experiences).where(eq(experiences.id, seeded.experiences[1]!.id)); // its problems keep their title
    await db
      .update(users)
      .set({ appType: 'android', createdAt: new Date(start.getTime() + 20 * DAY_MS) })
      .where(eq(users.id, seeded.others[1]!.id));
    const moved = await db.select({ id: problems.id }).from(problems).limit(3);
    await db
      .update(problems)
      .set({
        createdAt: new Date(start.getTime() + 33 * DAY_MS - 1),
        userId: seeded.others[2]!.id,
        intensityLast: null,
      })
      .where(
        inArray(
          problems.id,
          moved.map((p) => p.id),
        ),
      );
    await db
      .update(authSessions)
      .set({ createdAt: new Date(start.getTime() + 61 * DAY_MS) })
      .where(eq(authSessions.userId, seeded.others[3]!.id));
    await db.update(authSessions).set({ revokedAt: new Date() }).where(isNotNull(authSessions.userId)); // not counted
    await db.update(feedback).set({ sentiment: 'negative', appType: 'ios' }).where(eq(feedback.sentiment, 'positive'));
    await expectSameAsRawTables('after updates');
  });

  it('count a write at once, as the dashboard is read next', async () => {
    const range = `from_date=${today}&to_date=${today}`;
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/dashboard?${range}`, headers: bearer(admin) })).json().data;
    const before = await read();
    const newcomer = await createPatient(t.database, t.config.jwtSecret); // created and signed in now
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(newcomer.token),
      payload: { feedback: 'Calmer now' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await read()).toEqual({
      total_users: before.total_users + 1,
      active_users: before.active_users + 1,
      total_feedbacks: before.total_feedbacks + 1,
      total_problems: before.total_problems,
    });
    await expectSameAsRawTables('after new writes');
  });

  it('are what a rebuild from the raw tables (the migration backfill) gives', async () => {
    const maintained = await rollupSnapshot(t.database.db);
    expect(await rebuiltSnapshot(t.database.db)).toEqual(maintained);
  });
});
