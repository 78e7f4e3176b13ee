import { randomUUID } from 'node:crypto';
import { changeSinceFirst, CRISIS_WINDOW_DAYS, type MeasureKey, type SupportScope } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createPatient } from '../../../test/factories.js';
import { checkInAgo, measureAgo, sessionAgo } from '../../../test/support-data.js';
import { call, createSupporter, linkTo } from '../../../test/supporters.js';
import { checkInConcerns, feedback, users } from '../../db/schema.js';

/**
 * Generated scopes and data: whatever a patient holds and shares, the supporter's API never
 * answers a field outside the scope, the patient's e-mail, last name, settings or feedback, and
 * its flags are exactly those the shared data alone gives (a model of the rules, computed here).
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface SessionModel {
  days: number;
  concern: boolean;
  /** An answered check-in `answeredAfter` days after the session, with a crisis-sounding note. */
  checkIn: { answeredAfter: number; concern: boolean } | null;
}
interface MeasureModel {
  key: MeasureKey;
  score: number;
  days: number;
  concern: boolean;
}
interface World {
  scope: SupportScope;
  sessions: SessionModel[];
  measures: MeasureModel[];
}

const worlds: fc.Arbitrary<World> = fc.record({
  scope: fc.record({ sessions: fc.boolean(), measures: fc.boolean(), check_ins: fc.boolean() }),
  sessions: fc.array(
    fc.record({
      days: fc.integer({ min: 0, max: 30 }),
      concern: fc.boolean(),
      checkIn: fc.option(fc.record({ answeredAfter: fc.integer({ min: 0, max: 5 }), concern: fc.boolean() })),
    }),
    { maxLength: 3 },
  ),
  measures: fc.array(
    fc.record({
      key: fc.constantFrom<MeasureKey>('phq9', 'gad7'),
      score: fc.integer({ min: 0, max: 21 }),
      days: fc.integer({ min: 0, max: 40 }),
      concern: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});

/** Each item `i` is `i` thousandths of a day older, so no two share a time and order is certain. */
const apart = (days: number, i: number) => days + i / 1000;

/** The flags the rules give from what the scope shares (docs/api.md, Supporters). */
function expectedFlags({ scope, sessions, measures }: World) {
  const measuresAt = measures.map((m, i) => ({ ...m, at: apart(m.days, i), concern: m.concern && m.key === 'phq9' }));
  const recent = (days: number) => days < CRISIS_WINDOW_DAYS;
  const crisis =
    (scope.sessions && sessions.some((s, i) => s.concern && recent(apart(s.days, i)))) ||
    (scope.measures && measuresAt.some((m) => m.concern && recent(m.at)));
  const newest = [...measuresAt].sort((a, b) => a.at - b.at)[0];
  const first = newest && [...measuresAt].filter((m) => m.key === newest.key).sort((a, b) => b.at - a.at)[0]!;
  const deteriorated =
    scope.measures &&
    newest !== undefined &&
    first !== newest &&
    changeSinceFirst(newest.key, first!.score, newest.score).reliable === 'deteriorated';
  const activity = [
    ...(scope.sessions ? sessions.map((s, i) => apart(s.days, i)) : []),
    ...(scope.measures ? measuresAt.map((m) => m.at) : []),
    ...(scope.check_ins
      ? sessions.flatMap((s, i) => (s.checkIn ? [apart(s.days, i) - s.checkIn.answeredAfter] : []))
      : []),
  ].map((days) => Math.max(days, 0));
  const silent = activity.length ? Math.floor(Math.min(...activity)) : null;
  return { crisis, deteriorated, silent_days: silent };
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

const NEVER_KEYS = [
  'email',
  'last_name',
  'feedback',
  'guide_medium',
  'share_data_for_research',
  'check_in_emails',
  'support_emails',
  'country',
  'language',
  'language_chosen',
  'avatar',
];

/** Builds the world in the database, linked to a new supporter; returns what must and must not show. */
async function build(world: World) {
  const tag = randomUUID().slice(0, 8);
  const p = await createPatient(t.database, t.config.jwtSecret, {
    firstName: `First-${tag}`,
    lastName: `Last-${tag}`,
    country: 'NZ',
  });
  await t.database.db.insert(feedback).values({ userId: p.id, feedback: `Feedback-${tag}`, email: p.email });
  await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, p.id));
  const sessionTexts: string[] = [];
  const notes: string[] = [];
  for (const [i, s] of world.sessions.entries()) {
    const text = `Session-${tag}-${i}`;
    sessionTexts.push(text);
    const id = await sessionAgo(t, p.id, text, apart(s.days, i), s.concern);
    if (s.checkIn) {
      const note = `Note-${tag}-${i} I want to end my life`;
      notes.push(note);
      const answered = Math.max(apart(s.days, i) - s.checkIn.answeredAfter, 0);
      const checkIn = await checkInAgo(t, p.id, id, answered, { answeredDays: answered, note, intensity: 10 });
      if (s.checkIn.concern) await t.database.db.insert(checkInConcerns).values({ checkInId: checkIn, problemId: id });
    }
  }
  const measureIds: string[] = [];
  for (const [i, m] of world.measures.entries())
    measureIds.push(await measureAgo(t, p.id, m.key, m.score, apart(m.days, i), m.concern && m.key === 'phq9'));
  const supporter = await createSupporter(t);
  await linkTo(t, p, supporter, world.scope);
  return { p, tag, supporter, sessionTexts, notes, measureIds, never: [p.email, `Last-${tag}`, `Feedback-${tag}`] };
}

describe('the supporter API under generated scopes and data', () => {
  it('answers nothing outside the scope and flags only from shared data', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, async (world) => {
        const built = await build(world);
        const { scope } = world;
        const caseload = await call(t, built.supporter.token, 'GET', '/api/supporter/patients');
        const page = await call(t, built.supporter.token, 'GET', `/api/supporter/patients/${built.p.id}`);
        const thread = await call(t, built.supporter.token, 'GET', `/api/supporter/patients/${built.p.id}/messages`);
        for (const res of [caseload, page, thread]) expect(res.status).toBe(200);

        expect(caseload.body.data).toHaveLength(1);
        expect(caseload.body.data[0]).toMatchObject({ id: built.p.id, first_name: `First-${built.tag}`, scope });
        expect(caseload.body.data[0].flags).toEqual(expectedFlags(world));

        const shownKeys = Object.keys(page.body.data).sort();
        const allowed = (['sessions', 'measures', 'check_ins'] as const).filter((k) => scope[k]);
        expect(shownKeys).toEqual(['first_name', 'id', 'scope', 'since', ...allowed].sort());
        if (scope.sessions) expect(page.body.data.sessions).toHaveLength(world.sessions.length);
        if (scope.measures) expect(page.body.data.measures).toHaveLength(world.measures.length);

        const everything = [caseload.raw.body, page.raw.body, thread.raw.body].join('\n');
        const shown = (text: string) => everything.includes(text);
        for (const text of built.never) expect(shown(text), text).toBe(false);
        for (const text of built.sessionTexts) expect(shown(text), text).toBe(scope.sessions);
        for (const note of built.notes) expect(shown(note), note).toBe(scope.check_ins);
        for (const id of built.measureIds) expect(shown(id), id).toBe(scope.measures);
        const keys = keysOf([caseload.body, page.body, thread.body]);
        for (const key of NEVER_KEYS) expect(keys.has(key), key).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});
