import { sql } from 'drizzle-orm';
import { isoOf, isoOrNull } from '../../db/sql-helpers.js';

/**
 * The session's first non-empty answer to a text step, at most 140 characters: what the patient
 * named as the thing they worked on. `c` is a check_ins alias.
 */
export const summaryOf = sql`(
  select left(btrim(r.response #>> '{}'), 140) from problem_responses r
  where r.problem_id = c.problem_id and r.step_types @> '["text"]'::jsonb
    and jsonb_typeof(r.response) = 'string' and btrim(r.response #>> '{}') <> ''
  order by r.position limit 1)`;

/** Every field of the CheckIn wire object, from `check_ins c join problems p`. */
export const checkInColumns = sql`
  c.id, c.problem_id, c.after, ${isoOf(sql`c.due_at`)} as due_at, p.experience_title as experience,
  ${summaryOf} as summary, p.intensity_first, p.intensity_last,
  ${isoOrNull(sql`c.answered_at`)} as answered_at, c.intensity, c.note`;
