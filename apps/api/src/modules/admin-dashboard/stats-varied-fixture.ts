import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions, experiences, feedback, problems, users } from '../../db/schema.js';
import type { TestContext } from '../../../test/app.js';
import { createPatient, type CreatedPatient } from '../../../test/factories.js';
import { queryRows } from './sql-helpers.js';

const DAY_MS = 86_400_000;
export const APP_TYPES = ['web', 'ios', 'android'] as const;
const SENTIMENT = ['positive', 'neutral', 'negative'] as const;

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]! };
}

/** The first of the month five months before the current one: the default windows overlap the data. */
export function historyStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 1));
}

/**
 * Seven months of patients, sign-ins, problems and feedback up to two days from now, in three
 * app types, many of them on the first or last millisecond of a day; problems with a known
 * experience, a free title or none, with and without intensities. Rows go in by statements of
 * one to forty rows, so the triggers see both single rows and batches mixing days and patients.
 */
export async function seedVariedHistory(t: TestContext, seed = 7) {
  const { db } = t.database;
  const r = random(seed);
  const start = historyStart().getTime();
  const span = Math.floor((Date.now() - start) / DAY_MS) + 2;
  const times = [0, DAY_MS - 1, 1, 12 * 3_600_000 + 34_567];
  const at = () => new Date(start + r.int(span) * DAY_MS + (r.next() < 0.7 ? r.pick(times) : r.int(DAY_MS)));

  const known = await db
    .insert(experiences)
    .values([
      { title: 'Varied Pain', icon: 'pain', position: 801 },
      { title: 'Varied Belief', icon: 'belief', position: 802 },
    ])
    .returning({ id: experiences.id, title: experiences.title });
  // Patients with a password and a sign-in issued now, so they can also act through the API.
  const signedIn: (CreatedPatient & { appType: string })[] = [];
  for (const appType of ['web', 'ios', 'web', 'android']) {
    signedIn.push({ ...(await createPatient(t.database, t.config.jwtSecret, { appType, createdAt: at() })), appType });
  }
  const others = await db
    .insert(users)
    .values(Array.from({ length: 36 }, (_, i) => ({ firstName: `P${i}`, email: `varied-${seed}-${i}@stats.test`, appType: r.pick(APP_TYPES), createdAt: at() })))
    .returning({ id: users.id, appType: users.appType });
  const patients = [...signedIn, ...others];

  const batches = async <T>(count: number, make: () => T, insert: (rows: T[]) => Promise<unknown>) => {
    for (let done = 0; done < count; ) {
      const size = Math.min(count - done, r.next() < 0.5 ? 1 : 1 + r.int(40));
      await insert(Array.from({ length: size }, make));
      done += size;
    }
  };
  const intensity = () => (r.next() < 0.2 ? null : r.int(11));
  await batches(450, () => {
    const patient = r.pick(patients);
    const kind = r.next();
    const experience = kind < 0.5 ? r.pick(known) : undefined;
    return {
      userId: patient.id,
      appType: r.next() < 0.9 ? patient.appType : r.pick(APP_TYPES),
      experienceId: experience?.id ?? null,
      experienceTitle: experience?.title ?? (kind < 0.8 ? r.pick(['A physical pain', 'Varied Pain', 'Something else']) : null),
      intensityFirst: intensity(),
      intensityLast: intensity(),
      createdAt: at(),
    };
  }, (rows) => db.insert(problems).values(rows));
  const expiresAt = new Date(Date.now() + DAY_MS);
  await batches(220, () => ({ userId: r.pick(patients).id, createdAt: at(), expiresAt }), (rows) => db.insert(authSessions).values(rows));
  await batches(120, () => ({
    userId: r.next() < 0.5 ? r.pick(patients).id : null,
    feedback: 'Varied feedback',
    sentiment: r.pick(SENTIMENT),
    appType: r.pick(APP_TYPES),
    createdAt: at(),
  }), (rows) => db.insert(feedback).values(rows));
  return { signedIn, others, experiences: known };
}

/** Every rollup row that counts something, in a stable order, to compare with a rebuild. */
export async function rollupSnapshot(db: Db) {
  return {
    signups: await queryRows(db, sql`select * from stats_signup_days where users <> 0 order by 1, 2`),
    problems: await queryRows(db, sql`select * from stats_problem_days where problems <> 0 order by 1, 2, 3, 4`),
    feedback: await queryRows(db, sql`select * from stats_feedback_days where feedback <> 0 order by 1, 2, 3`),
    days: await queryRows(db, sql`select * from stats_user_days order by 1, 2`),
    gaps: await queryRows(db, sql`select * from stats_active_gaps where users <> 0 order by 1, 2, 3`),
  };
}

/** The snapshot the migration's backfill would give for the same rows. */
export async function rebuiltSnapshot(db: Db) {
  await db.execute(sql`select stats_rebuild()`);
  return rollupSnapshot(db);
}
