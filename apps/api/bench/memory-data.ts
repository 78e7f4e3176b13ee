import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

const DOMAIN = 'memory.bench.test';

/**
 * Grows the export data set from `from` to `to` patients: as many feedback rows, and a research
 * session (a typed answer and a rating) for every fifth patient, who consented as the account
 * was made. Some names start like formulas, as real ones may.
 */
export async function growExportData(database: Database, from: number, to: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into users (first_name, last_name, email, status, share_data_for_research, research_consent_at, created_at)
    select 'Bench' || i, case when i % 50 = 0 then '=HYPERLINK("x")' else 'Patient' end, 'p' || i || ${`@${DOMAIN}`},
      'active', i % 5 = 0, case when i % 5 = 0 then now() - (i || ' seconds')::interval end, now() - (i || ' seconds')::interval
    from generate_series(${from + 1}::int, ${to}::int) as i`);
  await db.execute(sql`
    insert into feedback (first_name, last_name, email, city, country, feedback, sentiment, created_at)
    select 'Bench' || i, 'Patient', 'p' || i || ${`@${DOMAIN}`}, 'Oslo', 'Norway',
      repeat('A calm and clear session, thank you. ', 1 + i % 6), (array['positive','neutral','negative'])[1 + i % 3], now() - (i || ' seconds')::interval
    from generate_series(${from + 1}::int, ${to}::int) as i`);
  await db.execute(sql`
    insert into problems (user_id, experience_title, intensity_first, intensity_last, created_at)
    select u.id, 'A physical pain', 7, 2, u.created_at from users u
    where u.email like ${`%@${DOMAIN}`} and u.share_data_for_research
      and not exists (select 1 from problems p where p.user_id = u.id)`);
  await db.execute(sql`
    insert into problem_responses (problem_id, step_title, step_types, response, position)
    select p.id, s.title, s.types, s.response, s.n
    from problems p join users u on u.id = p.user_id,
      (values (1, 'Describe Sensations', '["text"]'::jsonb, to_jsonb('A tight feeling in the chest'::text)),
              (2, 'Rate the Intensity', '["slider"]'::jsonb, to_jsonb(7))) as s(n, title, types, response)
    where u.email like ${`%@${DOMAIN}`} and not exists (select 1 from problem_responses r where r.problem_id = p.id)`);
  await db.execute(sql`analyze`);
}
