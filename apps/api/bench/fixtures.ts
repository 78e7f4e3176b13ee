import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { defaultSeeds, runSeeds } from '../src/db/seed/index.js';
import { admins } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';

/** Every patient of the data set has this password (one hash for all: loading stays quick). */
export const PATIENT_PASSWORD = 'bench-patient-pass-1';
export const patientEmail = (n: number) => `patient${n}@bench.test`;
export const BENCH_ADMINS = [1, 2].map((n) => ({
  email: `bench-admin-${n}@example.test`,
  password: `bench-admin-pass-${n}`,
}));
/** Production needs SMTP_URL; the benchmarks send no mail, so nothing listens there. */
export const NO_MAIL = 'smtp://127.0.0.1:9';

export interface DataSize {
  patients: number;
  problems: number;
  feedback: number;
}
export const LARGE: DataSize = { patients: 100_000, problems: 1_000_000, feedback: 50_000 };
/** BENCH_SMALL=1: the same shape at a hundredth, for working on the bench itself. */
export const SMALL: DataSize = { patients: 1_000, problems: 10_000, feedback: 500 };

/** Rows per statement: a million rows in one statement would hold PGlite's whole undo in memory. */
const CHUNK = 100_000;

/**
 * Migrates, seeds, and loads `size`: patients spread over a year (one in twenty has not yet
 * accepted the conditions of use), their problems with three answers each, feedback, and two
 * admins. The statistics rollups fill as the rows go in, through the same triggers as every
 * other write.
 */
export async function loadBenchData(database: Database, size: DataSize): Promise<void> {
  await runMigrations(database);
  await runSeeds(database.db, defaultSeeds);
  const db = database.db;
  for (const admin of BENCH_ADMINS)
    await db
      .insert(admins)
      .values({ email: admin.email, name: 'Bench Admin', passwordHash: await hashPassword(admin.password) });
  const hash = await hashPassword(PATIENT_PASSWORD);
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, status, agreement_accepted, app_type, created_at)
    select 'Patient', i::text, 'patient' || i || '@bench.test', ${hash}, 'active', i % 20 <> 0,
           case when i % 5 = 0 then 'ios' else 'web' end, now() - (i % 365) * interval '1 day'
    from generate_series(1, ${size.patients}::int) as i`);
  for (let from = 1; from <= size.problems; from += CHUNK) {
    const to = Math.min(size.problems, from + CHUNK - 1);
    await db.execute(sql`
      with p as (
        insert into problems (user_id, experience_title, app_type, intensity_first, intensity_last, created_at)
        select u.id, case when g % 3 = 0 then 'Emotional issue' else 'Physical pain' end, u.app_type,
               5 + g % 6, g % 4, now() - (g % 365) * interval '1 day'
        from generate_series(${from}::int, ${to}::int) as g
        join users u on u.email = 'patient' || (1 + g % ${size.patients}::int) || '@bench.test'
        returning id, intensity_first, intensity_last)
      insert into problem_responses (problem_id, step_title, step_types, response, position)
      select p.id, a.title, a.types,
             case a.n when 1 then to_jsonb('A tight knot behind the ribs'::text) when 2 then to_jsonb(p.intensity_first) else to_jsonb(p.intensity_last) end, a.n
      from p, (values (1, 'Describe Sensations', '["text"]'::jsonb), (2, 'Rate the Intensity', '["slider"]'::jsonb), (3, 'Feel Now', '["slider"]'::jsonb)) as a(n, title, types)`);
  }
  await db.execute(sql`
    insert into feedback (first_name, last_name, email, feedback, sentiment, app_type, created_at)
    select 'Patient', i::text, 'patient' || i || '@bench.test', 'It helped me relax a little.',
           (array['positive','neutral','negative'])[1 + i % 3], 'web', now() - (i % 365) * interval '1 day'
    from generate_series(1, ${size.feedback}::int) as i`);
  await db.execute(sql`analyze`);
}
