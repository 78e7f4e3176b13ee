import {
  answersProblem,
  bandOf,
  changeSinceFirst,
  MEASURE_KEYS,
  scoreOf,
  selfHarmAnswered,
  type Language,
  type Measure,
  type MeasureAnswers,
  type MeasureHistoryItem,
  type MeasureKey,
  type MeasureResult,
  type SafetyAssessment,
} from '@clearwell/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { measures, users } from '../../db/schema.js';
import { secondsUntilAnHourOld, withinTheLastHour } from '../../db/sql-helpers.js';
import { AppError, notFound, validationError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../service-deps.js';
import { INSTRUMENTS } from './instruments.js';
import { measuresWithAnswers } from './measure-rows.js';

export { measureStats } from './measure-stats.js';
export { fhirRecord } from './fhir-record.js';

/** Measures are offered at all: `MEASURE_INTERVAL` is not `off`. */
export const measuresOn = (deps: Pick<ServiceDeps, 'config'>) => deps.config.measureIntervalSeconds !== null;

interface StoredMeasure {
  id: string;
  key: MeasureKey;
  answers: number[];
  score: number;
  createdAt: Date;
}

const taken = (m: Pick<StoredMeasure, 'key' | 'score' | 'createdAt'>) => ({
  score: m.score,
  band: bandOf(m.key, m.score),
  taken_at: m.createdAt.toISOString(),
});

/** The patient's first or last measure of `key`, by when it was taken. */
async function endOf(
  db: Db,
  userId: string,
  key: MeasureKey,
  end: 'first' | 'last',
): Promise<StoredMeasure | undefined> {
  const order = end === 'first' ? asc : desc;
  const [found] = await db
    .select()
    .from(measures)
    .where(and(eq(measures.userId, userId), eq(measures.key, key)))
    .orderBy(order(measures.createdAt), order(measures.id))
    .limit(1);
  return found && { ...found, key };
}

/** When a measure taken at `at` is next due. */
const nextDue = (at: Date, intervalSeconds: number) => new Date(at.getTime() + intervalSeconds * 1000);

/** The questionnaires in `language`, each with whether it is due and the patient's last score. */
export async function listMeasures(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  userId: string,
  language: Language,
): Promise<Measure[]> {
  const interval = config.measureIntervalSeconds ?? 0;
  const now = Date.now();
  return Promise.all(
    MEASURE_KEYS.map(async (key) => {
      const text = INSTRUMENTS[key][language];
      const last = await endOf(db, userId, key, 'last');
      const dueAt = last ? nextDue(last.createdAt, interval) : null;
      const due = !dueAt || dueAt.getTime() <= now;
      return {
        key,
        title: text.title,
        instructions: text.instructions,
        items: text.items.map((item, i) => ({ number: i + 1, text: item })),
        choices: text.choices.map((label, value) => ({ value, label })),
        credit: text.credit,
        due,
        due_at: due ? null : dueAt!.toISOString(),
        last: last ? taken(last) : null,
      };
    }),
  );
}

export function parseMeasureKey(key: string): MeasureKey {
  if (!(MEASURE_KEYS as readonly string[]).includes(key)) throw notFound('Measure');
  return key as MeasureKey;
}

const safetyOf = (key: MeasureKey, answers: readonly number[]): SafetyAssessment =>
  selfHarmAnswered(key, answers) ? { concern: true, reasons: ['self_harm_item'] } : { concern: false, reasons: [] };

/** The answer a stored measure gets: its score and band, change from the first, and the safety judgement. */
async function resultOf(db: Db, userId: string, measure: StoredMeasure): Promise<MeasureResult> {
  const first = await endOf(db, userId, measure.key, 'first');
  const isFirst = !first || first.id === measure.id;
  return {
    id: measure.id,
    key: measure.key,
    ...taken(measure),
    change: isFirst ? null : changeSinceFirst(measure.key, first.score, measure.score),
    safety: safetyOf(measure.key, measure.answers),
  };
}

const lockPatient = (db: Db, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

/** How many measures the patient stored within the hour, and the seconds until the oldest of them is an hour old. */
async function withinTheHour(db: Db, userId: string) {
  const [row] = await db
    .select({
      recent: sql<number>`count(*)::int`,
      retryAfter: secondsUntilAnHourOld(measures.createdAt),
    })
    .from(measures)
    .where(and(eq(measures.userId, userId), withinTheLastHour(measures.createdAt)));
  return { recent: Number(row!.recent), retryAfter: Number(row!.retryAfter) };
}

/**
 * Stores one completed measure and answers its score, band, change since the first and safety.
 * The patient's row is locked first, so two copies sent at once are judged one after the other:
 * the second finds the first (same `client_id`: its answer again; otherwise 409 NOT_DUE).
 */
export async function takeMeasure(
  { db, config }: Pick<ServiceDeps, 'db' | 'config'>,
  userId: string,
  key: MeasureKey,
  body: MeasureAnswers,
): Promise<MeasureResult> {
  const problem = answersProblem(key, body.answers);
  if (problem === 'count')
    throw validationError(
      'answers',
      'invalid_value',
      `Send ${INSTRUMENTS[key].en.items.length} answers, one per question`,
    );
  if (problem === 'value') throw validationError('answers', 'invalid_value', 'Answer each question with 0, 1, 2 or 3');
  const interval = config.measureIntervalSeconds;
  if (interval === null) throw notFound('Measure');
  return db.transaction(async (tx) => {
    const [patient] = await lockPatient(tx, userId);
    if (!patient) throw notFound('Patient');
    const clientId = body.client_id?.toLowerCase();
    if (clientId) {
      const [sent] = await tx
        .select()
        .from(measures)
        .where(and(eq(measures.userId, userId), eq(measures.clientId, clientId)));
      if (sent) return resultOf(tx, userId, { ...sent, key: sent.key as MeasureKey });
    }
    if (config.problemRateLimit !== null) {
      const hour = await withinTheHour(tx, userId);
      if (hour.recent >= config.problemRateLimit)
        throw new AppError('RATE_LIMITED', 'Too many answers in an hour. Please try again later.', undefined, {
          'retry-after': String(hour.retryAfter),
        });
    }
    const last = await endOf(tx, userId, key, 'last');
    if (last && nextDue(last.createdAt, interval).getTime() > Date.now())
      throw new AppError('NOT_DUE', 'This questionnaire is not due yet.');
    const [stored] = await tx
      .insert(measures)
      .values({
        userId,
        key,
        answers: body.answers,
        score: scoreOf(body.answers),
        concern: selfHarmAnswered(key, body.answers),
        clientId: clientId ?? null,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    return resultOf(tx, userId, { ...stored!, key });
  });
}

/** At most this many scores are answered: years of measures at any sensible interval. */
export const MEASURE_HISTORY_LIMIT = 500;

/** The patient's newest scores (at most `limit`, MEASURE_HISTORY_LIMIT unless said), oldest first. */
export async function measureHistory(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  limit = MEASURE_HISTORY_LIMIT,
): Promise<MeasureHistoryItem[]> {
  const newest = await db
    .select({ id: measures.id, key: measures.key, score: measures.score, createdAt: measures.createdAt })
    .from(measures)
    .where(eq(measures.userId, userId))
    .orderBy(desc(measures.createdAt), desc(measures.id))
    .limit(limit);
  return newest.reverse().map((r) => {
    const key = r.key as MeasureKey;
    return { id: r.id, key, ...taken({ ...r, key }) };
  });
}

/** Every measure of the patient for their data download: answers, score and band, oldest first. */
export async function* measureExport(deps: Pick<ServiceDeps, 'db'>, userId: string) {
  for (const row of await measuresWithAnswers(deps, userId)) {
    yield { key: row.key, answers: row.answers, ...taken(row) };
  }
}
