import { STEP_TITLES, type AnswerValue, type SessionAnswer } from '@clearwell/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { users } from '../../db/schema.js';
import type { StepSummary } from '../session-steps/steps-cache.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid, newOrderedId } from '../../lib/uuid.js';


type StepRow = StepSummary;

/** Whether this patient has accepted the conditions of use (false for one who is gone). */
export async function hasAgreed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ accepted: users.agreementAccepted }).from(users).where(eq(users.id, userId));
  return row?.accepted ?? false;
}

export const agreementRequired = () => new AppError('AGREEMENT_REQUIRED', 'You must accept the conditions of use before starting a session');

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

/** One session ready to store: validated, its experience choice and intensities read. */
export interface ProblemToStore {
  id: string;
  user_id: string;
  chosen: string | null;
  first: number | null;
  last: number | null;
  answers: { id: string; session_step_id: string; step_unique_id: string | null; step_title: string; step_types: string[]; response: AnswerValue; position: number }[];
}

/**
 * Checks one session's answers against the patient's session steps (400 naming every unknown
 * step) and reads what is stored with it: a snapshot of each step's title and types, the
 * experience chosen, and the first and last intensity. `stepsById` is the patient's session
 * steps (see plugins/steps-cache.ts).
 */
export function prepareProblem(userId: string, answers: SessionAnswer[], stepsById: Map<string, StepRow>): ProblemToStore {
  const steps = stepsOf(answers, stepsById);
  const intensities = answers
    .filter((a) => steps.get(a.session_step_id.toLowerCase())!.types.includes('slider'))
    .map((a) => numericPart(a.response))
    .filter((n): n is number => n !== null)
    .map(Math.round);
  return {
    id: newOrderedId(),
    user_id: userId,
    chosen: chosenExperience(answers, steps),
    first: intensities[0] ?? null,
    // One rating is only a "before": the session ended without the closing check-in.
    last: intensities.length > 1 ? intensities[intensities.length - 1]! : null,
    answers: answers.map((a, i) => {
      const step = steps.get(a.session_step_id.toLowerCase())!;
      return { id: newOrderedId(), session_step_id: step.id, step_unique_id: a.step_unique_id ?? null, step_title: step.title, step_types: step.types, response: a.response, position: i + 1 };
    }),
  };
}

/**
 * Stores sessions with their answers in one statement: each session's experience is found on
 * the way (an id or a title, any case; otherwise the words chosen are kept), and its patient's
 * app type. Only the sessions of patients who exist and have accepted the conditions of use are
 * stored, so that check is made by the same statement that writes, never a moment before it;
 * the others come back `undefined`. Sessions keep the order given: each is stamped with the
 * clock as it is inserted, so a patient's sessions stored together still follow one another.
 * One statement for many sessions is what lets a batch (lib/batched.ts) share one
 * commit and one pass of the statistics triggers (migrations/0002_stats_triggers.sql) between
 * them. Returns each session's id and time, in the order given.
 */
export async function storeProblems(db: Db, sessions: ProblemToStore[]): Promise<({ id: string; created_at: string } | undefined)[]> {
  const stored = await queryRows<{ id: string; created_at: string }>(db, sql`
    with input as (
      select (s->>'id')::uuid as id, (s->>'user_id')::uuid as user_id, s->>'chosen' as chosen,
             (s->>'first')::int as first, (s->>'last')::int as last, s->'answers' as answers, n
      from jsonb_array_elements(${JSON.stringify(sessions)}::jsonb) with ordinality as t(s, n)
    ), problem as (
      insert into problems (id, user_id, experience_id, experience_title, app_type, intensity_first, intensity_last, created_at)
      select input.id, input.user_id, e.id, coalesce(e.title, left(input.chosen, 200)), coalesce(u.app_type, 'web'),
             input.first, input.last, clock_timestamp()
      from input
      join users u on u.id = input.user_id and u.agreement_accepted
      left join lateral (
        select id, title from experiences
        where input.chosen is not null and (id::text = lower(input.chosen) or lower(title) = lower(input.chosen))
        order by (id::text = lower(input.chosen)) desc, id limit 1
      ) e on true
      order by input.n
      returning id, created_at
    ), answers as (
      insert into problem_responses (id, problem_id, session_step_id, step_unique_id, step_title, step_types, response, position)
      select (a->>'id')::uuid, input.id, (a->>'session_step_id')::uuid, a->>'step_unique_id', a->>'step_title', a->'step_types', a->'response', (a->>'position')::int
      from input join problem on problem.id = input.id, jsonb_array_elements(input.answers) a
    )
    select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at from problem`);
  const byId = new Map(stored.map((row) => [row.id, row]));
  return sessions.map((s) => byId.get(s.id));
}
