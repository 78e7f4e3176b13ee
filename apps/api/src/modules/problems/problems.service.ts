import { STEP_TITLES, beforeAndAfter, type AnswerValue, type SessionAnswer } from '@clearwell/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { users } from '../../db/schema.js';
import type { StepSummary } from '../session-steps/steps-cache.js';
import { AppError, validationError } from '../../lib/app-error.js';
import { isUuid, newOrderedId } from '../../lib/uuid.js';


type StepRow = StepSummary;

/** Whether this patient has accepted the conditions of use (false for one who is gone). */
export async function hasAgreed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ accepted: users.agreementAccepted }).from(users).where(eq(users.id, userId));
  return row?.accepted ?? false;
}

export const agreementRequired = () => new AppError('AGREEMENT_REQUIRED', 'You must accept the conditions of use before starting a session');

/**
 * At most twice as many answers as there are session steps. The web app sends one answer per
 * step it visited (a new round starts a new session), so twice leaves room for a client that
 * records a step once per round while still bounding what one session can store: with the
 * seeded ten steps, 20 answers of at most two 10,000-character texts each.
 */
export const ANSWERS_PER_STEP = 2;

/** The step each answer names, from the patient's session steps; 400 naming every unknown id. */
function stepsOf(answers: SessionAnswer[], byId: Map<string, StepRow>): Map<string, StepRow> {
  const unknown = answers
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => !isUuid(a.session_step_id) || !byId.has(a.session_step_id.toLowerCase()))
    .map(({ i }) => ({ field: `responses.${i}.session_step_id`, message: 'No session step has this id' }));
  if (unknown.length) throw new AppError('VALIDATION_ERROR', 'Some answers name a session step that does not exist', unknown);
  const most = ANSWERS_PER_STEP * byId.size;
  if (answers.length > most) throw validationError('responses', `Send at most ${most} answers`);
  return byId;
}

/** The slider part of an answer: a lone number, or the last part of a combined answer. */
const numericPart = (r: AnswerValue): number | null => {
  const last = Array.isArray(r) ? r[r.length - 1] : r;
  return typeof last === 'number' ? last : null;
};

/**
 * A number is a slider's position: a whole number within that step's range. Anything else
 * would be stored as typed and counted by the statistics (an intensity of two billion).
 */
function checkNumbers(answers: SessionAnswer[], steps: Map<string, StepRow>) {
  const wrong = answers.flatMap((a, i) => {
    const n = numericPart(a.response);
    if (n === null) return [];
    const slider = steps.get(a.session_step_id.toLowerCase())!.slider;
    const field = `responses.${i}.response`;
    if (!slider) return [{ field, message: 'This step takes no number' }];
    if (!Number.isInteger(n) || n < slider.min || n > slider.max) return [{ field, message: `Use a whole number from ${slider.min} to ${slider.max}` }];
    return [];
  });
  if (wrong.length) throw new AppError('VALIDATION_ERROR', 'Some answers are not a number this step takes', wrong);
}

/** `[choice, text, number]` belongs to a step that asks for all three: a choice, text and a slider. */
function checkTriples(answers: SessionAnswer[], steps: Map<string, StepRow>) {
  const wrong = answers.flatMap((a, i) => {
    if (!Array.isArray(a.response) || a.response.length !== 3) return [];
    const types = steps.get(a.session_step_id.toLowerCase())!.types;
    const all = (types.includes('radio') || types.includes('options')) && types.includes('text') && types.includes('slider');
    return all ? [] : [{ field: `responses.${i}.response`, message: 'This step takes no choice, text and number together' }];
  });
  if (wrong.length) throw new AppError('VALIDATION_ERROR', 'Some answers have more parts than their step asks for', wrong);
}

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
  /** The device's id for this submission (see client-id.ts); a second one with the same id is not stored. */
  client_id?: string | null;
  answers: { id: string; session_step_id: string; step_unique_id: string | null; step_title: string; step_types: string[]; response: AnswerValue; position: number }[];
}

/**
 * Checks one session's answers against the patient's session steps (400 naming every unknown
 * step, too many answers, or a number that is not a position of that step's slider) and reads
 * what is stored with it: a snapshot of each step's title and types, the
 * experience chosen, and the first and last intensity. `stepsById` is the patient's session
 * steps (see plugins/steps-cache.ts).
 */
export function prepareProblem(userId: string, answers: SessionAnswer[], stepsById: Map<string, StepRow>): ProblemToStore {
  const steps = stepsOf(answers, stepsById);
  checkNumbers(answers, steps);
  checkTriples(answers, steps);
  const ratings = answers.flatMap((a) => {
    const value = numericPart(a.response);
    return value === null ? [] : [{ step_title: steps.get(a.session_step_id.toLowerCase())!.title, value }];
  });
  // Before: the first rating; after: the Feel Now answer, wherever other sliders sit (packages/shared).
  const { before, after } = beforeAndAfter(ratings);
  return {
    id: newOrderedId(),
    user_id: userId,
    chosen: chosenExperience(answers, steps),
    first: before,
    last: after,
    answers: answers.map((a, i) => {
      const step = steps.get(a.session_step_id.toLowerCase())!;
      return { id: newOrderedId(), session_step_id: step.id, step_unique_id: a.step_unique_id ?? null, step_title: step.title, step_types: step.types, response: a.response, position: i + 1 };
    }),
  };
}

/**
 * How many sessions the patient of `input` stored within the hour (reading at most `hourlyLimit`:
 * a patient never has more), and when the oldest of them was stored; none counted without a limit.
 */
const recentSessions = (hourlyLimit: number | null) =>
  hourlyLimit === null
    ? sql`cross join lateral (select 0 as recent, null::timestamptz as oldest) hour`
    : sql`cross join lateral (
          select count(*) as recent, min(created_at) as oldest from (
            select created_at from problems q
            where q.user_id = input.user_id and q.created_at > statement_timestamp() - interval '1 hour'
            order by q.created_at limit ${hourlyLimit}
          ) w
        ) hour`;

/** What became of one session handed to storeProblems. */
export type StoreOutcome =
  | { stored: { id: string; created_at: string } }
  /** The patient is gone or has not accepted the conditions of use. */
  | { refused: 'agreement' }
  /** The patient stored `limit` sessions within the hour; one more fits in `retryAfter` seconds. */
  | { refused: 'hourly-limit'; retryAfter: number };

/**
 * Stores sessions with their answers: each session's experience is found on the way (an id or a
 * title, any case; otherwise the words chosen are kept), and its patient's app type. Only the
 * sessions of patients who exist and have accepted the conditions of use are stored, and only as
 * many as keep each patient within `hourlyLimit` sessions stored in the last hour (counted from
 * the stored rows, so the window slides and a batch holding several of one patient's sessions
 * takes them in order). Both checks are made by the statement that writes, never a moment
 * before it.
 *
 * The patients' rows are locked first, in a statement of their own, so that on PostgreSQL the
 * writing statement (whose snapshot is taken when it starts) counts every session committed by
 * another instance for the same patient: without it, two instances could each see 29 and store
 * one more. Sessions keep the order given: each is stamped with the clock as it is inserted, so
 * a patient's sessions stored together still follow one another. One statement for many sessions
 * is what lets a batch (lib/batched.ts) share one commit and one pass of the statistics triggers
 * (migrations/0002_stats_triggers.sql) between them. Returns each session's outcome, in the
 * order given.
 */
export async function storeProblems(db: Db, sessions: ProblemToStore[], hourlyLimit: number | null): Promise<StoreOutcome[]> {
  const input = JSON.stringify(sessions);
  const patients = JSON.stringify([...new Set(sessions.map((s) => s.user_id))]);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`
      select 1 from users
      where id in (select jsonb_array_elements_text(${patients}::jsonb)::uuid)
      order by id for no key update`);
    return queryRows<{ id: string; created_at: string | null; retry_after: number }>(tx, sql`
      with input as (
        select (s->>'id')::uuid as id, (s->>'user_id')::uuid as user_id, s->>'chosen' as chosen,
               (s->>'first')::int as first, (s->>'last')::int as last, s->'answers' as answers, n,
               (s->>'client_id')::uuid as client_id
        from jsonb_array_elements(${input}::jsonb) with ordinality as t(s, n)
      ), eligible as (
        select input.*, u.app_type, hour.recent, hour.oldest,
               row_number() over (partition by input.user_id order by input.n) as nth
        from input
        join users u on u.id = input.user_id and u.agreement_accepted
        ${recentSessions(hourlyLimit)}
      ), problem as (
        insert into problems (id, user_id, experience_id, experience_title, app_type, intensity_first, intensity_last, created_at, client_id)
        select eligible.id, eligible.user_id, e.id, coalesce(e.title, left(eligible.chosen, 200)), coalesce(eligible.app_type, 'web'),
               eligible.first, eligible.last, clock_timestamp(), eligible.client_id
        from eligible
        left join lateral (
          select id, title from experiences
          where eligible.chosen is not null and (id::text = lower(eligible.chosen) or lower(title) = lower(eligible.chosen))
          order by (id::text = lower(eligible.chosen)) desc, id limit 1
        ) e on true
        where ${hourlyLimit === null ? sql`true` : sql`eligible.recent + eligible.nth <= ${hourlyLimit}`}
        order by eligible.n
        -- A session whose client_id this patient already stored is skipped (client-id.ts answers it).
        on conflict do nothing
        returning id, created_at
      ), answers as (
        insert into problem_responses (id, problem_id, session_step_id, step_unique_id, step_title, step_types, response, position)
        select (a->>'id')::uuid, eligible.id, (a->>'session_step_id')::uuid, a->>'step_unique_id', a->>'step_title', a->'step_types', a->'response', (a->>'position')::int
        from eligible join problem on problem.id = eligible.id, jsonb_array_elements(eligible.answers) a
      )
      select eligible.id,
             to_char(problem.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
             -- The oldest session of the hour leaves it first (this batch's own, when none is older).
             greatest(1, ceil(extract(epoch from coalesce(eligible.oldest, statement_timestamp()) + interval '1 hour' - statement_timestamp())))::int as retry_after
      from eligible left join problem on problem.id = eligible.id`);
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return sessions.map((s): StoreOutcome => {
    const row = byId.get(s.id);
    if (!row) return { refused: 'agreement' };
    if (row.created_at === null) return { refused: 'hourly-limit', retryAfter: Number(row.retry_after) };
    return { stored: { id: row.id, created_at: row.created_at } };
  });
}
