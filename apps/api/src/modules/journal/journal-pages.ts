import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { preparedSql } from '../../db/prepared.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * A page of the journal: answers up to `JOURNAL_PAGE_BYTES`, out of at most `JOURNAL_PAGE_ROWS`
 * looked at. Bytes, not rows, are what cost: on PGlite, whose queries run on the event loop,
 * moving a result into JavaScript takes some milliseconds per hundred kilobytes, and an answer
 * can hold two texts of 10,000 characters, while most hold a few words.
 *
 * The database measures answers as stored, without reading them: exact for one it did not
 * compress (jsonb keeps text as typed; its JSON text is at most six times longer, for control
 * characters written `\u0001`), while one it compressed (over about 2 KB) is counted as a whole
 * page, since telling its size would mean decompressing it. So a page holds short answers up to
 * the budget and at most one long one: a journal of short answers comes in a few queries, the
 * largest journal one long answer at a time, and no query keeps the event loop from others long.
 */
export const JOURNAL_PAGE_ROWS = 500;
export const JOURNAL_PAGE_BYTES = 32 * 1024;
/**
 * Looking costs too (each session's answers found through the index, and sorted): the first
 * page looks at FIRST_PAGE_ROWS answers, and each next one at twice as many as the one before
 * held, at least MIN_PAGE_ROWS: many after short answers, few after long ones.
 */
const FIRST_PAGE_ROWS = 128;
const MIN_PAGE_ROWS = 8;

/** One answer of a session (or a session alone, with nulls, when it has no answer). */
export interface JournalRow {
  id: string;
  /** created_at as database text, exact to the microsecond: the keyset's cursor. */
  cursor_at: string;
  created_at: string;
  experience: string | null;
  position: number | null;
  step_title: string | null;
  step_key: string | null;
  step_types: string[] | null;
  response: unknown;
}

type PageRow = JournalRow & { looked_at: number };
const pageColumns = [
  'id',
  'cursor_at',
  'created_at',
  'experience',
  'position',
  'step_title',
  'step_key',
  'step_types',
  'response',
  'looked_at',
] as const satisfies readonly (keyof PageRow)[];

/**
 * One page of the journal: `lookAt` answers looked at from the keyset on, at most
 * JOURNAL_PAGE_BYTES of them kept. The first page has no keyset; a next one starts from the
 * last row sent (`cursorAt`, `id`, `position`), whose session may have answers left.
 */
function journalPage(after: boolean, shared: boolean) {
  const p = sql.placeholder;
  // A shared link's sessions only: at most MAX_SHARED_SESSIONS, each found through the link's key.
  const sharedOnly = shared
    ? sql`and exists (select 1 from journal_share_sessions s where s.share_id = ${p('shareId')}::uuid and s.problem_id = problems.id)`
    : sql``;
  const sessionsAfter = after
    ? sql`and created_at <= ${p('cursorAt')}::timestamptz and (created_at, id) <= (${p('cursorAt')}::timestamptz, ${p('id')}::uuid)`
    : sql``;
  const answersAfter = after ? sql`and (p.id <> ${p('id')}::uuid or position > ${p('position')}::int)` : sql``;
  const lastDone = after ? sql`where not (p.id = ${p('id')}::uuid and r.position is null)` : sql``;
  return preparedSql<PageRow>(
    `${shared ? 'shared_' : ''}journal_${after ? 'next' : 'first'}_page`,
    pageColumns,
    sql`
    select id, cursor_at, created_at, experience, position, step_title, step_key, step_types, response, looked_at
    from (
      select looked.*, count(*) over () as looked_at
      from (
        select p.id, p.created_at as at, p.created_at::text as cursor_at,
               to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
               p.experience_title as experience, r.position, r.step_title, r.step_key, r.step_types, r.response,
               coalesce(sum(case when pg_column_compression(r.response) is null then pg_column_size(r.response) else ${JOURNAL_PAGE_BYTES} end)
                 over (order by p.created_at desc, p.id desc, r.position rows between unbounded preceding and 1 preceding), 0) as bytes_before
        from (
          select id, created_at, experience_title from problems
          where user_id = ${p('userId')}::uuid ${sharedOnly} ${sessionsAfter}
          order by created_at desc, id desc
          -- A next page starts at the last session sent, which may have no answers left: one more.
          limit ${p('lookAt')}::int ${after ? sql`+ 1` : sql``}
        ) p
        left join lateral (
          select position, step_title, step_key, step_types, response from problem_responses
          where problem_id = p.id ${answersAfter}
          order by position
        ) r on true
        ${lastDone}
        order by p.created_at desc, p.id desc, r.position
        limit ${p('lookAt')}::int
      ) looked
    ) page
    where bytes_before < ${JOURNAL_PAGE_BYTES}
    order by at desc, id desc, position`,
  );
}
const firstPage = journalPage(false, false);
const nextPage = journalPage(true, false);
const sharedFirstPage = journalPage(false, true);
const sharedNextPage = journalPage(true, true);

/**
 * The caller's sessions, newest first, each with its answers in order, a page at a time. Each
 * page is a fresh query by keyset on (created_at, id, position): the next sessions through the
 * (user_id, created_at) index, then their answers through the (problem_id, position) index, so
 * no page costs more however long the journal, and a session's answers may span pages. A shared
 * link's read is the same, narrowed to the sessions it shares.
 */
export async function* journalPages(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  /** Only the sessions this link shares (a shared link's read). */
  shareId?: string,
): AsyncGenerator<JournalRow[]> {
  const [first, next] = shareId ? [sharedFirstPage, sharedNextPage] : [firstPage, nextPage];
  const scope = shareId ? { userId, shareId } : { userId };
  let last: JournalRow | undefined;
  let lookAt = FIRST_PAGE_ROWS;
  for (;;) {
    const rows = last
      ? await next(db, { ...scope, lookAt, cursorAt: last.cursor_at, id: last.id, position: last.position ?? 0 })
      : await first(db, { ...scope, lookAt });
    // A page holds at least one answer (the first starts within any budget): an empty one is the end.
    if (rows.length === 0) return;
    yield rows;
    // Every answer looked at was sent, and there were fewer than could be: that was the end.
    if (rows.length === Number(rows[0]!.looked_at) && rows.length < lookAt) return;
    // PGlite answers a query without leaving the current turn of the event loop (its promises
    // settle as microtasks), and a reader that keeps up never pushes back: without this, the
    // whole journal would be read, page after page, before any other request is heard.
    await nextTurn();
    last = rows[rows.length - 1];
    lookAt = Math.min(JOURNAL_PAGE_ROWS, Math.max(MIN_PAGE_ROWS, 2 * rows.length));
  }
}
