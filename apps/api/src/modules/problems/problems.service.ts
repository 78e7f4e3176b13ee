import { STEP_TITLES, type AnswerValue, type SessionAnswer } from '@clearwell/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { users } from '../../db/schema.js';
import type { StepSummary } from '../session-steps/steps-cache.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';


type StepRow = StepSummary;

/** 403 until the patient has accepted the conditions of use. */
export async function assertAgreementAccepted(db: Db, userId: string) {
  const [user] = await db.select({ accepted: users.agreementAccepted }).from(users).where(eq(users.id, userId));
  if (!user?.accepted) {
    throw new AppError('AGREEMENT_REQUIRED', 'You must accept the conditions of use before starting a session');
  }
}

/** The step each answer names, from the patient's session steps; 400 naming every unknown id. */
function stepsOf(answers: SessionAnswer[], byId: Map<string, StepRow>): Map<string, StepRow> {
  const unknown = answers
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => !isUuid(a.session_step_id) || !byId.has(a.session_step_id.toLowerCase()))
    .map(({ i }) => ({ field: `responses.${i}.session_step_id`, message: 'No session step has this id' }));
  if (unknown.length) throw new AppError('VALIDATION_ERROR', 'Some answers name a session step that does not exist', unknown);
  return byId;
}

const numericPart = (r: AnswerValue): number | null =>
  typeof r === 'number' ? r : Array.isArray(r) && typeof r[1] === 'number' ? r[1] : null;
const textPart = (r: AnswerValue): string | null => (typeof r === 'string' ? r : Array.isArray(r) ? r[0] : null);

/** The experience: the answer of the first options step (or the Choose Experience step), by id or title. */
function chosenExperience(answers: SessionAnswer[], steps: Map<string, StepRow>): string | null {
  const step = (a: SessionAnswer) => steps.get(a.session_step_id.toLowerCase())!;
  const answer =
    answers.find((a) => step(a).types.includes('options')) ?? answers.find((a) => step(a).title === STEP_TITLES.chooseExperience);
  return (answer ? textPart(answer.response)?.trim() : undefined) || null;
}

/**
 * Stores one session's answers with a snapshot of each step's title and types, all or nothing:
 * one statement inserts the session and its answers, finding the experience (an id or a title,
 * any case; otherwise the words chosen are kept) and the patient's app type on the way. One
 * statement also matters for the statistics triggers, which update per-day rows shared by every
 * submission: the commit that follows at once releases them (migrations/0002_stats_triggers.sql).
 * `stepsById` is the patient's session steps (see plugins/steps-cache.ts).
 */
export async function createProblem(db: Db, userId: string, answers: SessionAnswer[], stepsById: Map<string, StepRow>) {
  const steps = stepsOf(answers, stepsById);
  const chosen = chosenExperience(answers, steps);
  const intensities = answers
    .filter((a) => steps.get(a.session_step_id.toLowerCase())!.types.includes('slider'))
    .map((a) => numericPart(a.response))
    .filter((n): n is number => n !== null)
    .map(Math.round);
  const first = intensities[0] ?? null;
  // One rating is only a "before": the session ended without the closing check-in.
  const last = intensities.length > 1 ? intensities[intensities.length - 1]! : null;
  const rows = answers.map((a, i) => {
    const step = steps.get(a.session_step_id.toLowerCase())!;
    return { session_step_id: step.id, step_unique_id: a.step_unique_id ?? null, step_title: step.title, step_types: step.types, response: a.response, position: i + 1 };
  });
  const [created] = await queryRows<{ id: string; created_at: string }>(db, sql`
    with experience as (
      select id, title from experiences
      where ${chosen}::text is not null and (id::text = lower(${chosen}) or lower(title) = lower(${chosen}))
      order by (id::text = lower(${chosen})) desc, id limit 1
    ), problem as (
      insert into problems (user_id, experience_id, experience_title, app_type, intensity_first, intensity_last)
      select ${userId}, (select id from experience), coalesce((select title from experience), left(${chosen}::text, 200)),
             coalesce((select app_type from users where id = ${userId}), 'web'), ${first}::int, ${last}::int
      returning id, created_at
    ), answers as (
      insert into problem_responses (problem_id, session_step_id, step_unique_id, step_title, step_types, response, position)
      select problem.id, (a->>'session_step_id')::uuid, a->>'step_unique_id', a->>'step_title', a->'step_types', a->'response', (a->>'position')::int
      from problem, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) a
    )
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at from problem`);
  return { id: created!.id, created_at: created!.created_at };
}
