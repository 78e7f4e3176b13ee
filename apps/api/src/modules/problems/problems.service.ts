import {
  STEP_KEYS,
  beforeAndAfter,
  type AnswerValue,
  type Language,
  type ErrorDetail,
  type ProblemCreated,
  type SessionAnswer,
} from '@clearwell/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase, preparedSql } from '../../db/prepared.js';
import { contentVersions, users } from '../../db/schema.js';
import { secondsUntilAnHourOld, withinTheLastHour } from '../../db/sql-helpers.js';
import { AppError, validationError } from '../../lib/app-error.js';
import { isUuid, newOrderedId } from '../../lib/uuid.js';
import { planCheckIns } from '../check-ins/check-ins.service.js';
import { assessSafety, recordSafetyConcern } from '../safety/safety.service.js';
import type { ServiceDeps } from '../service-deps.js';
import { storedWithClientId } from './client-id.js';
import type { StepSummary } from './step-summaries.js';

export { stepSummaries, type StepSummary } from './step-summaries.js';

type StepRow = StepSummary;

/** Whether this patient has accepted the conditions of use (false for one who is gone). */
export async function hasAgreed(deps: Pick<ServiceDeps, 'db'>, userId: string): Promise<boolean> {
  const [row] = await deps.db.select({ accepted: users.agreementAccepted }).from(users).where(eq(users.id, userId));
  return row?.accepted ?? false;
}

/**
 * 400 on `content_version_id` unless a content version has this id (versions are never deleted,
 * so one found now is there when the session is stored).
 */
export async function checkContentVersion(deps: Pick<ServiceDeps, 'db'>, id: string | undefined): Promise<void> {
  if (!id) return;
  const [found] = await deps.db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(eq(contentVersions.id, id.toLowerCase()));
  if (!found) throw validationError('content_version_id', 'not_found', 'No content version has this id');
}

export const agreementRequired = () =>
  new AppError('AGREEMENT_REQUIRED', 'You must accept the conditions of use before starting a session');

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
    .map(({ i }) => ({
      field: `responses.${i}.session_step_id`,
      code: 'not_found' as const,
      message: 'No session step has this id',
    }));
  if (unknown.length)
    throw new AppError('VALIDATION_ERROR', 'Some answers name a session step that does not exist', unknown);
  const most = ANSWERS_PER_STEP * byId.size;
  if (answers.length > most) throw validationError('responses', 'too_many', `Send at most ${most} answers`, most);
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
  const wrong = answers.flatMap((a, i): ErrorDetail[] => {
    const n = numericPart(a.response);
    if (n === null) return [];
    const slider = steps.get(a.session_step_id.toLowerCase())!.slider;
    const field = `responses.${i}.response`;
    if (!slider) return [{ field, code: 'not_allowed', message: 'This step takes no number' }];
    if (!Number.isInteger(n) || n < slider.min || n > slider.max)
      return [{ field, code: 'invalid_value', message: `Use a whole number from ${slider.min} to ${slider.max}` }];
    return [];
  });
  if (wrong.length) throw new AppError('VALIDATION_ERROR', 'Some answers are not a number this step takes', wrong);
}

/** `[choice, text, number]` belongs to a step that asks for all three: a choice, text and a slider. */
function checkTriples(answers: SessionAnswer[], steps: Map<string, StepRow>) {
  const wrong = answers.flatMap((a, i) => {
    if (!Array.isArray(a.response) || a.response.length !== 3) return [];
    const types = steps.get(a.session_step_id.toLowerCase())!.types;
    const all =
      (types.includes('radio') || types.includes('options')) && types.includes('text') && types.includes('slider');
    return all
      ? []
      : [
          {
            field: `responses.${i}.response`,
            code: 'not_allowed' as const,
            message: 'This step takes no choice, text and number together',
          },
        ];
  });
  if (wrong.length)
    throw new AppError('VALIDATION_ERROR', 'Some answers have more parts than their step asks for', wrong);
}

const textPart = (r: AnswerValue): string | null => (typeof r === 'string' ? r : Array.isArray(r) ? r[0] : null);

/** The experience: the answer of the first options step (or the `choose_experience` step), by id or title. */
function chosenExperience(answers: SessionAnswer[], steps: Map<string, StepRow>): string | null {
  const step = (a: SessionAnswer) => steps.get(a.session_step_id.toLowerCase())!;
  const answer =
    answers.find((a) => step(a).types.includes('options')) ??
    answers.find((a) => step(a).key === STEP_KEYS.chooseExperience);
  return (answer ? textPart(answer.response)?.trim() : undefined) || null;
}

/** One session ready to store: validated, its experience choice and intensities read. */
export interface ProblemToStore {
  id: string;
  user_id: string;
  chosen: string | null;
  first: number | null;
  last: number | null;
  /** The device's id for this submission (docs/api.md, Sessions (problems)): a second one with the same id is not stored. */
  client_id: string | null;
  /** The language the steps were shown in; null: the patient's language setting, read when the session is stored. */
  lang: Language | null;
  /** The content version the steps came from (checked to exist); null: the version live when it is stored. */
  content_version_id: string | null;
  answers: {
    id: string;
    session_step_id: string;
    step_unique_id: string | null;
    step_key: string;
    /** The step's English title. */
    step_title: string;
    /** The step's title in each language: the one the patient saw is stored. */
    step_titles: Record<Language, string>;
    step_types: string[];
    response: AnswerValue;
    position: number;
  }[];
}

/**
 * Checks one session's answers against the patient's session steps (400 naming every unknown
 * step, too many answers, or a number that is not a position of that step's slider) and reads
 * what is stored with it: a snapshot of each step's title and types, the
 * experience chosen, and the first and last intensity. `stepsById` is the patient's session
 * steps (stepSummaries).
 */
export function prepareProblem(
  userId: string,
  answers: SessionAnswer[],
  stepsById: Map<string, StepRow>,
  clientId: string | null = null,
  lang: Language | null = null,
  contentVersionId: string | null = null,
): ProblemToStore {
  const steps = stepsOf(answers, stepsById);
  checkNumbers(answers, steps);
  checkTriples(answers, steps);
  const ratings = answers.flatMap((a) => {
    const value = numericPart(a.response);
    const step = steps.get(a.session_step_id.toLowerCase())!;
    return value === null ? [] : [{ step_title: step.title, step_key: step.key, value }];
  });
  // Before: the first rating; after: the feel_now answer, wherever other sliders sit (packages/shared).
  const { before, after } = beforeAndAfter(ratings);
  return {
    id: newOrderedId(),
    user_id: userId,
    client_id: clientId,
    lang,
    content_version_id: contentVersionId?.toLowerCase() ?? null,
    chosen: chosenExperience(answers, steps),
    first: before,
    last: after,
    answers: answers.map((a, i) => {
      const step = steps.get(a.session_step_id.toLowerCase())!;
      return {
        id: newOrderedId(),
        session_step_id: step.id,
        step_unique_id: a.step_unique_id ?? null,
        step_key: step.key,
        step_title: step.title,
        step_titles: step.titles,
        step_types: step.types,
        response: a.response,
        position: i + 1,
      };
    }),
  };
}

/** What became of a session handed to storeProblem. */
export type StoreOutcome =
  | { stored: { id: string; created_at: string } }
  /** This patient already stored a submission with the same client_id: its answer, nothing new stored. */
  | { resent: ProblemCreated }
  /** The patient is gone or has not accepted the conditions of use. */
  | { refused: 'agreement' }
  /** The patient stored `limit` sessions within the hour; one more fits in `retryAfter` seconds. */
  | { refused: 'hourly-limit'; retryAfter: number };

/** The submitting patient's row, locked (see storeProblem), with what the session needs of it. */
const lockPatient = preparedSql<{ agreed: boolean; appType: string; language: Language }>(
  'lock_submitting_patient',
  ['agreed', 'appType', 'language'],
  sql`select agreement_accepted as agreed, app_type as "appType", language from users
      where id = ${sql.placeholder('userId')}::uuid for no key update`,
);

/**
 * Stores one session in one transaction: the session and its answers, its check-ins and the
 * fact of any safety concern (the statistics triggers count it in the same commit). Only for a
 * patient who exists and has accepted the conditions of use, and who stored fewer than
 * `config.problemRateLimit` sessions within the last hour (counted from the stored rows, so the
 * window slides).
 *
 * The patient's row is locked first, so that this patient's submissions are stored one after
 * another whichever instance takes them, and the count, read by a later statement, sees every
 * session committed before: without the lock, two instances could each count 29 and store one
 * more. Other patients' submissions do not wait for it.
 */
export async function storeProblem(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  session: ProblemToStore,
): Promise<StoreOutcome> {
  const { problemRateLimit: limit, followUpSchedule } = deps.config;
  return deps.db.transaction(async (tx): Promise<StoreOutcome> => {
    const [patient] = await lockPatient(tx, { userId: session.user_id });
    // A resend that raced its first copy: the patient's lock puts it after the first's commit.
    const first = session.client_id ? await storedWithClientId({ db: tx }, session.user_id, session.client_id) : null;
    if (first) return { resent: first };
    if (!patient?.agreed) return { refused: 'agreement' };
    if (limit !== null) {
      const hour = await withinTheHour(tx, session.user_id, limit);
      if (hour.recent >= limit) return { refused: 'hourly-limit', retryAfter: hour.retry_after };
    }
    const stored = await insertProblem(tx, session, patient.appType, session.lang ?? patient.language);
    await planCheckIns({ db: tx }, followUpSchedule, stored.id);
    await recordSafetyConcern({ db: tx }, stored, assessSafety(session));
    return { stored };
  });
}

/**
 * How many sessions the patient stored within the hour (reading at most `limit`: a patient never
 * has more), and the seconds until the oldest of them is an hour old.
 */
const createdAt = sql.raw('created_at');
const sessionsWithinTheHour = preparedSql<{ recent: number; retry_after: number }>(
  'sessions_within_the_hour',
  ['recent', 'retry_after'],
  sql`
  select count(*)::int as recent, ${secondsUntilAnHourOld(createdAt)} as retry_after
  from (
    select created_at from problems
    where user_id = ${sql.placeholder('userId')}::uuid and ${withinTheLastHour(createdAt)}
    order by created_at limit ${sql.placeholder('limit')}::int
  ) w`,
);

async function withinTheHour(tx: Db, userId: string, limit: number) {
  const [hour] = await sessionsWithinTheHour(tx, { userId, limit });
  return { recent: Number(hour!.recent), retry_after: Number(hour!.retry_after) };
}

/**
 * The session and its answers in one statement, its experience found on the way (an id, or a
 * title in any language, any case; otherwise the words chosen are kept). The session keeps the
 * experience's title and each answer its step's title as the patient saw them, in `language`
 * (a title chosen keeps the language it was chosen in); each answer also keeps its step's key.
 * Stamped with the clock when it is written, after the patient's lock, so a patient's sessions
 * follow one another in the order they were stored.
 */
const p = sql.placeholder;
const insertProblemStatement = preparedPerDatabase((db) => {
  // One WITH for the session and its answers: a data-modifying statement may stand only at its top level.
  const chosen = db.$with('chosen', {}).as(sql`select ${p('chosen')}::text as words`);
  const problem = db.$with('problem', { id: sql<string>`id`.as('id'), createdAt: sql`created_at`.as('created_at') })
    .as(sql`
      insert into problems (id, user_id, experience_id, experience_title, app_type, intensity_first, intensity_last, created_at, client_id, content_version_id)
      select ${p('id')}::uuid, ${p('userId')}::uuid, e.id, coalesce(e.title, left(chosen.words, 200)), ${p('appType')}, ${p('first')}::int, ${p('last')}::int, clock_timestamp(), ${p('clientId')}::uuid,
             coalesce(${p('contentVersionId')}::uuid, clearwell_live_content_version())
      from chosen
      left join lateral (
        select x.id, x.title from (
          select e.id, case
                   when e.id::text = lower(chosen.words) then coalesce(nullif(e.translations->${p('language')}::text->>'title', ''), e.title)
                   when lower(e.title) = lower(chosen.words) then e.title
                   else (select t.value->>'title' from jsonb_each(e.translations) t
                         where lower(t.value->>'title') = lower(chosen.words) limit 1)
                 end as title,
                 case when e.id::text = lower(chosen.words) then 0 when lower(e.title) = lower(chosen.words) then 1 else 2 end as rank
          from experiences e
          where chosen.words is not null
        ) x
        where x.title is not null
        order by x.rank, x.id limit 1
      ) e on true
      returning id, created_at`);
  const answers = db.$with('answers', {}).as(sql`
      insert into problem_responses (id, problem_id, session_step_id, step_unique_id, step_key, step_title, step_types, response, position)
      select (a->>'id')::uuid, problem.id, (a->>'session_step_id')::uuid, a->>'step_unique_id', a->>'step_key', a->>'step_title', a->'step_types', a->'response', (a->>'position')::int
      from problem, jsonb_array_elements(${p('answers')}::jsonb) a`);
  return db
    .with(chosen, problem, answers)
    .select({
      id: sql<string>`id`,
      created_at: sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(problem)
    .prepare('insert_problem');
});

async function insertProblem(
  tx: Db,
  s: ProblemToStore,
  appType: string,
  language: Language,
): Promise<{ id: string; created_at: string }> {
  const answers = s.answers.map(({ step_titles, ...a }) => ({ ...a, step_title: step_titles[language] }));
  const [row] = await insertProblemStatement(tx).execute({
    id: s.id,
    userId: s.user_id,
    clientId: s.client_id,
    contentVersionId: s.content_version_id,
    chosen: s.chosen,
    language,
    appType,
    first: s.first,
    last: s.last,
    answers: JSON.stringify(answers),
  });
  return row!;
}
