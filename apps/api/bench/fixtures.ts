import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { defaultSeeds, runSeeds } from '../src/db/seed/index.js';
import { admins, problemResponses, problems, users } from '../src/db/schema.js';
import { hashPassword } from '../src/lib/passwords.js';

export const BENCH_PATIENT = { email: 'bench-patient@example.test', password: 'bench-patient-pass-1' };
export const BENCH_ADMIN = { email: 'bench-admin@example.test', password: 'bench-admin-pass-1' };
/** Production needs SMTP_URL; the benchmarks send no mail, so nothing listens there. */
export const NO_MAIL = 'smtp://127.0.0.1:9';

/** Migrates, seeds, and adds a patient with 200 journal entries and an admin. */
export async function prepareBaseData(database: Database): Promise<void> {
  await runMigrations(database);
  await runSeeds(database.db, defaultSeeds);
  const db = database.db;
  const [patient] = await db
    .insert(users)
    .values({ firstName: 'Bench', lastName: 'Patient', email: BENCH_PATIENT.email, passwordHash: await hashPassword(BENCH_PATIENT.password), status: 'active', agreementAccepted: true })
    .returning();
  await db.insert(admins).values({ email: BENCH_ADMIN.email, name: 'Bench Admin', passwordHash: await hashPassword(BENCH_ADMIN.password) });
  const day = 24 * 3600 * 1000;
  for (let i = 0; i < 200; i++) {
    const [p] = await db
      .insert(problems)
      .values({ userId: patient!.id, experienceTitle: 'A physical pain', intensityFirst: 7, intensityLast: 2, createdAt: new Date(Date.now() - i * day) })
      .returning();
    await db.insert(problemResponses).values([
      { problemId: p!.id, stepTitle: 'Describe Sensations', stepTypes: ['text'], response: 'A tight knot behind the ribs', position: 1 },
      { problemId: p!.id, stepTitle: 'Intensity Before', stepTypes: ['slider'], response: 7, position: 2 },
      { problemId: p!.id, stepTitle: 'Intensity After', stepTypes: ['slider'], response: 2, position: 3 },
    ]);
  }
}

/**
 * 100,000 patients, 1,000,000 problems and 50,000 feedback rows spread over a year, in SQL. The
 * statistics rollups fill as the rows go in, through the same triggers as every other write.
 */
export async function prepareLargeData(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into users (first_name, last_name, email, status, app_type, created_at)
    select 'User', i::text, 'bulk' || i || '@example.test', 'active',
           case when i % 5 = 0 then 'ios' else 'web' end, now() - (i % 365) * interval '1 day'
    from generate_series(1, 100000) as i`);
  await db.execute(sql`
    insert into problems (user_id, experience_title, app_type, intensity_first, intensity_last, created_at)
    select u.id, case when g % 3 = 0 then 'An emotional issue' else 'A physical pain' end, u.app_type,
           5 + g % 6, g % 4, now() - (g % 365) * interval '1 day'
    from generate_series(1, 1000000) as g
    join (select id, app_type, row_number() over (order by id) as rn from users where email like 'bulk%') u on u.rn = 1 + g % 100000`);
  await db.execute(sql`
    insert into feedback (first_name, last_name, email, feedback, sentiment, app_type, created_at)
    select 'User', i::text, 'bulk' || i || '@example.test', 'It helped me relax a little.',
           (array['positive','neutral','negative'])[1 + i % 3], 'web', now() - (i % 365) * interval '1 day'
    from generate_series(1, 50000) as i`);
  await db.execute(sql`analyze`);
}
