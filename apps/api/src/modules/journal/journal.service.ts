import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { problems } from '../../db/schema.js';

/**
 * Answers read per query. An answer holds at most two texts of 10,000 characters, so a page is
 * at most some 640,000 characters however large a journal grows: on PGlite, whose queries run
 * on the event loop, that bounds what one query keeps the loop from other requests.
 */
export const JOURNAL_PAGE_ROWS = 32;

/** One answer of a session (or a session alone, with nulls, when it has no answer). */
export interface JournalRow {
  id: string;
  /** created_at as database text, exact to the microsecond: the keyset's cursor. */
  cursor_at: string;
  created_at: string;
  experience: string | null;
  position: number | null;
  step_title: string | null;
  step_types: string[] | null;
  response: unknown;
}

/**
 * The caller's sessions, newest first, each with its answers in order, `JOURNAL_PAGE_ROWS`
 * answers at a time. Each page is a fresh indexed query by keyset on (created_at, id, position),
 * through the (user_id, created_at) and (problem_id, position) indexes, so no page costs more
 * than the ones before it, and a session's answers may span pages.
 */
export async function* journalPages(db: Db, userId: string): AsyncGenerator<JournalRow[]> {
  let last: JournalRow | undefined;
  for (;;) {
    const after = last
      ? sql`and p.created_at <= ${last.cursor_at}::timestamptz
            and ((p.created_at, p.id) < (${last.cursor_at}::timestamptz, ${last.id}::uuid)
                 or (p.id = ${last.id}::uuid and r.position > ${last.position ?? 0}))`
      : sql``;
    const rows = await queryRows<JournalRow>(db, sql`
      select p.id, p.created_at::text as cursor_at,
             to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
             p.experience_title as experience, r.position, r.step_title, r.step_types, r.response
      from problems p
      left join problem_responses r on r.problem_id = p.id
      where p.user_id = ${userId}::uuid ${after}
      order by p.created_at desc, p.id desc, r.position
      limit ${JOURNAL_PAGE_ROWS}`);
    if (rows.length > 0) yield rows;
    if (rows.length < JOURNAL_PAGE_ROWS) return;
    last = rows[rows.length - 1];
  }
}

/** Deletes every session of the caller (their answers go with them); nobody else's. */
export async function clearJournal(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(problems).where(eq(problems.userId, userId)).returning({ id: problems.id });
  return deleted.length;
}
