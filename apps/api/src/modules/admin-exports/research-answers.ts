import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.js';
import type { ServiceDeps } from '../service-deps.js';

/** One stored answer with the options its step offers today in any language (null once the step is deleted). */
export interface StoredAnswer {
  step_title: string;
  step_types: string[];
  response: unknown;
  radio_options: string[] | null;
}

/** A radio choice is shareable only when it is one of the step's own options, never words the patient typed. */
const isChoice = (a: StoredAnswer, v: unknown): v is string =>
  typeof v === 'string' && a.step_types.includes('radio') && (a.radio_options ?? []).includes(v);
const isRating = (a: StoredAnswer, v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && a.step_types.includes('slider');

/**
 * What of one answer may go to researchers: its radio choice and its slider rating, as
 * "Step title: choice / rating". Text is left out whatever it says: it is where patients name
 * people, places and themselves. A choice is checked against the step's options (in any of its
 * languages: a patient chose in theirs) because the API stores whatever string a client sends
 * for it. Null when nothing is left.
 */
export function shareableAnswer(a: StoredAnswer): string | null {
  // The first part may be a choice or a rating; only the last of the others may be a rating (text sits between).
  const parts: unknown[] = Array.isArray(a.response) ? a.response : [a.response];
  const first = parts[0];
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const kept = [isChoice(a, first) || isRating(a, first) ? first : null, isRating(a, last) ? last : null].filter(
    (p) => p !== null,
  );
  return kept.length ? `${a.step_title}: ${kept.join(' / ')}` : null;
}

/** Each session's shareable answers as lines, in the order they were given, for a whole batch at once. */
export async function shareableAnswersByProblem(
  { db }: Pick<ServiceDeps, 'db'>,
  problemIds: string[],
): Promise<Map<string, string>> {
  if (problemIds.length === 0) return new Map();
  const rows = await queryRows<StoredAnswer & { problem_id: string }>(
    db,
    sql`
    select r.problem_id, r.step_title, r.step_types, r.response,
           s.radio_options || coalesce(s.translations->'es'->'radio_options', '[]') || coalesce(s.translations->'de'->'radio_options', '[]') as radio_options
    from problem_responses r left join session_steps s on s.id = r.session_step_id
    where r.problem_id in (${sql.join(
      problemIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by r.problem_id, r.position`,
  );
  const lines = new Map<string, string[]>();
  for (const r of rows) {
    const line = shareableAnswer(r);
    if (line !== null) lines.set(r.problem_id, [...(lines.get(r.problem_id) ?? []), line]);
  }
  return new Map([...lines].map(([id, l]) => [id, l.join('\n')]));
}
