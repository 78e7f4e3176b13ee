import type {
  AnsweredCheckIn,
  CheckIn,
  CheckInAnswer,
  CheckInList,
  DurabilityRow,
  FollowUpEntry,
  JournalCheckIn,
} from '@clearwell/shared';
import { parseFollowUpEntry } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { preparedSql } from '../../db/prepared.js';
import { queryRows } from '../../db/query-rows.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { isoOf, isoOrNull, whereRange, type InstantRange } from '../../db/sql-helpers.js';
import { assessCheckIn, recordCheckInConcern } from '../safety/safety.service.js';
import { checkInColumns } from './check-ins.sql.js';
import type { ServiceDeps } from '../service-deps.js';

/** A fresh key for a patient's check-in mails: turning them back on ends the old unsubscribe links. */
export { newCheckInMailKey } from './unsubscribe-token.js';

/** The most check-ins each list of `GET /api/check-ins` holds: a page's worth, never a whole history. */
export const CHECK_IN_LIST_LIMIT = 100;

const insertCheckIns = preparedSql<{ id: string }>(
  'plan_check_ins',
  ['id'],
  sql`
  insert into check_ins (problem_id, user_id, after, due_at)
  select p.id, p.user_id, s.after, p.created_at + make_interval(secs => s.seconds)
  from problems p
  cross join jsonb_to_recordset(${sql.placeholder('schedule')}::jsonb) as s(after text, seconds int)
  where p.id = ${sql.placeholder('problemId')}::uuid
  returning id`,
);

/**
 * Plans the check-ins of a problem just stored, one per schedule entry, due at the problem's
 * `created_at` plus the entry's duration. Runs in the transaction that stored it, so a problem
 * is never stored without its check-ins.
 */
export async function planCheckIns(
  { db }: Pick<ServiceDeps, 'db'>,
  schedule: FollowUpEntry[],
  problemId: string,
): Promise<void> {
  if (!schedule.length) return;
  await insertCheckIns(db, { schedule: JSON.stringify(schedule), problemId });
}

type CheckInRow = CheckIn & { is_due?: boolean };
const toCheckIn = ({ is_due: _isDue, ...row }: CheckInRow): CheckIn => row;

/** The caller's unanswered check-ins: those due (oldest first) and those still to come (soonest first). */
export async function listCheckIns({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<CheckInList> {
  const rows = await queryRows<CheckInRow>(
    db,
    sql`
    (select ${checkInColumns}, true as is_due, c.due_at as sort_at
      from check_ins c join problems p on p.id = c.problem_id
      where c.user_id = ${userId}::uuid and c.answered_at is null and c.due_at <= now()
      order by c.due_at, c.id limit ${CHECK_IN_LIST_LIMIT})
    union all
    (select ${checkInColumns}, false, c.due_at
      from check_ins c join problems p on p.id = c.problem_id
      where c.user_id = ${userId}::uuid and c.answered_at is null and c.due_at > now()
      order by c.due_at, c.id limit ${CHECK_IN_LIST_LIMIT})
    order by sort_at, id`,
  );
  const clean = rows.map(({ sort_at: _sortAt, ...row }: CheckInRow & { sort_at?: unknown }) => row);
  return { due: clean.filter((r) => r.is_due).map(toCheckIn), upcoming: clean.filter((r) => !r.is_due).map(toCheckIn) };
}

/** The patient's latest `limit` check-ins that have fallen due, answered or not: newest first. */
export async function recentCheckIns(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  limit: number,
): Promise<CheckIn[]> {
  return queryRows<CheckIn>(
    db,
    sql`
    select ${checkInColumns} from check_ins c join problems p on p.id = c.problem_id
    where c.user_id = ${userId}::uuid and c.due_at <= now()
    order by c.due_at desc, c.id desc limit ${limit}`,
  );
}

/** One of the caller's check-ins; another patient's is as unknown as one that never existed. */
export async function findCheckIn(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  id: string,
): Promise<CheckIn | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await queryRows<CheckIn>(
    db,
    sql`
    select ${checkInColumns} from check_ins c join problems p on p.id = c.problem_id
    where c.id = ${id}::uuid and c.user_id = ${userId}::uuid`,
  );
  return row;
}

/**
 * Records the answer, once, and only once the check-in is due. The conditions are part of the
 * write, so two answers sent together cannot both be taken; the reason for a refusal is read after.
 */
export async function answerCheckIn(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  id: string,
  answer: CheckInAnswer,
): Promise<CheckIn> {
  const note = answer.note?.trim() ? answer.note : null;
  const updated = isUuid(id)
    ? await queryRows<{ id: string }>(
        db,
        sql`
        update check_ins set answered_at = now(), intensity = ${answer.intensity}, note = ${note}
        where id = ${id}::uuid and user_id = ${userId}::uuid and answered_at is null and due_at <= now()
        returning id`,
      )
    : [];
  const checkIn = await findCheckIn({ db }, userId, id);
  if (!checkIn) throw notFound('Check-in');
  if (updated.length) return checkIn;
  if (checkIn.answered_at) throw new AppError('ALREADY_ANSWERED', 'This check-in has already been answered.');
  throw new AppError('NOT_DUE', 'This check-in is not due yet.');
}

/**
 * Answers a check-in and judges its safety as after a session. The answer and the fact of a
 * concern are kept together, or neither.
 */
export async function answerCheckInWithSafety(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  id: string,
  answer: CheckInAnswer,
): Promise<AnsweredCheckIn> {
  return deps.db.transaction(async (tx) => {
    const checkIn = await answerCheckIn({ db: tx }, userId, id, answer);
    const safety = assessCheckIn(checkIn);
    await recordCheckInConcern({ db: tx }, checkIn, safety);
    return { ...checkIn, safety };
  });
}

const checkInsOfSessions = preparedSql<JournalCheckIn & { problem_id: string }>(
  'journal_check_ins',
  ['problem_id', 'after', 'due_at', 'answered_at', 'intensity', 'note'],
  sql`
  select c.problem_id, c.after, ${isoOf(sql`c.due_at`)} as due_at, ${isoOrNull(sql`c.answered_at`)} as answered_at, c.intensity, c.note
  from check_ins c
  where c.user_id = ${sql.placeholder('userId')}::uuid
    and c.problem_id in (select value::uuid from jsonb_array_elements_text(${sql.placeholder('problemIds')}::jsonb))
  order by c.problem_id, c.due_at, c.id`,
);

/**
 * The check-ins of some of the caller's sessions (a page of the journal's), grouped by session,
 * in the order they fall due. Read through the (problem_id) index: a query costs what these
 * sessions hold, never what the whole journal does.
 */
export async function checkInsOfJournalSessions(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  problemIds: readonly string[],
): Promise<Map<string, JournalCheckIn[]>> {
  const byProblem = new Map<string, JournalCheckIn[]>();
  if (problemIds.length === 0) return byProblem;
  const rows = await checkInsOfSessions(db, { userId, problemIds: JSON.stringify(problemIds) });
  for (const { problem_id, ...checkIn } of rows) {
    const list = byProblem.get(problem_id) ?? [];
    list.push(checkIn);
    byProblem.set(problem_id, list);
  }
  return byProblem;
}

const secondsOf = (after: string) => parseFollowUpEntry(after)?.seconds ?? Number.MAX_SAFE_INTEGER;

/**
 * Per schedule entry, for sessions stored within the range (and of the app type): check-ins
 * planned, answered, answered at 2 or less, and the average answer. Every entry of the current
 * schedule has a row; entries of an earlier schedule that still have check-ins follow in order.
 */
export async function durability(
  { db }: Pick<ServiceDeps, 'db'>,
  schedule: FollowUpEntry[],
  range: InstantRange,
  appType?: string,
): Promise<DurabilityRow[]> {
  const rows = await queryRows<{
    after: string;
    planned: string | number;
    answered: string | number;
    still_clear: string | number;
    avg_intensity: string | number | null;
  }>(
    db,
    sql`
    select c.after, count(*) as planned, count(c.answered_at) as answered,
           count(*) filter (where c.intensity <= 2) as still_clear, avg(c.intensity) as avg_intensity
    from check_ins c join problems p on p.id = c.problem_id
    where ${whereRange('p', range, 'p.app_type', appType)}
    group by c.after`,
  );
  const byAfter = new Map(rows.map((r) => [r.after, r]));
  const afters = [...new Set([...schedule.map((e) => e.after), ...rows.map((r) => r.after)])].sort(
    (a, b) => secondsOf(a) - secondsOf(b),
  );
  return afters.map((after) => {
    const r = byAfter.get(after);
    const avg = r?.avg_intensity;
    return {
      after,
      planned: Number(r?.planned ?? 0),
      answered: Number(r?.answered ?? 0),
      still_clear: Number(r?.still_clear ?? 0),
      avg_intensity: avg === null || avg === undefined ? null : Math.round(Number(avg) * 100) / 100,
    };
  });
}

/** For the patient's data download: every check-in, answered or not, in the order they fall due, 250 at a time. */
export async function* checkInExport({ db }: Pick<ServiceDeps, 'db'>, userId: string) {
  let after: { due_at: string; id: string } | undefined;
  for (;;) {
    const keyset = after ? sql`(c.due_at, c.id) > (${after.due_at}::timestamptz, ${after.id}::uuid)` : sql`true`;
    const rows = await queryRows<CheckIn & { cursor_at: string }>(
      db,
      sql`
      select ${checkInColumns}, c.due_at::text as cursor_at
      from check_ins c join problems p on p.id = c.problem_id
      where c.user_id = ${userId}::uuid and ${keyset}
      order by c.due_at, c.id limit 250`,
    );
    for (const { cursor_at: _cursor, ...row } of rows) yield row;
    if (rows.length < 250) return;
    const last = rows[rows.length - 1]!;
    after = { due_at: last.cursor_at, id: last.id };
  }
}
