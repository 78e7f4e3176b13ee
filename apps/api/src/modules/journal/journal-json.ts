import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  JournalCheckInSchema,
  JournalResponseSchema,
  JournalSessionSchema,
  SharedJournalSchema,
  type AnswerValue,
  type JournalCheckIn,
  type JournalResponse,
  type SharedJournal,
} from '@clearwell/shared';
import { z } from 'zod';
import { checkInsOfJournalSessions } from '../check-ins/check-ins.service.js';
import type { ServiceDeps } from '../service-deps.js';
import type { JournalRow } from './journal-pages.js';

/**
 * Short parts are joined into pieces up to this long; a longer part goes on by itself. Joined
 * strings are copied once more when written, and the more bytes a journal leaves behind, the
 * more often the garbage collector stops the event loop.
 */
const PIECE_CHARS = 16 * 1024;

const CheckInsSchema = z.array(JournalCheckInSchema);
const SessionHeadSchema = JournalSessionSchema.pick({ session_id: true, created_at: true, experience: true });
const SharedHeadSchema = SharedJournalSchema.pick({ first_name: true, expires_at: true });

/** The parts of a stored answer the journal shows: a pair contributes its choice and its second part. */
const partsOf = (response: AnswerValue): (string | number)[] => (Array.isArray(response) ? response : [response]);

/** A page of the journal's answers, with the check-ins of the sessions that begin on it. */
export interface JournalPage {
  rows: JournalRow[];
  checkIns: ReadonlyMap<string, JournalCheckIn[]>;
}

/**
 * Check-ins are read this many sessions at a time: with the longest notes (2,000 characters) and
 * the default schedule, some 200 KB a query, so no query holds the event loop long.
 */
const CHECK_IN_SESSIONS_PER_QUERY = 16;

/**
 * The pages of answers, each cut into parts that begin at most CHECK_IN_SESSIONS_PER_QUERY
 * sessions, each part with the check-ins of the sessions it begins (a session whose answers go on
 * from the part before already has its own). A page of short answers can begin hundreds of
 * sessions, each with its check-ins and their notes: cut so, what is read, checked and written in
 * one turn of the event loop is a part's worth, however many sessions and check-ins the journal holds.
 */
export async function* withCheckIns(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  pages: AsyncIterable<JournalRow[]>,
): AsyncGenerator<JournalPage> {
  let lastId: string | undefined;
  for await (const page of pages) {
    for (const [i, rows] of partsBeginningFewSessions(page, lastId).entries()) {
      // As between pages: PGlite answers without leaving the event loop's turn.
      if (i > 0) await nextTurn();
      const begun = [...new Set(rows.map((r) => r.id))].filter((id) => id !== lastId);
      const checkIns = await checkInsOfJournalSessions(deps, userId, begun);
      lastId = rows[rows.length - 1]!.id;
      yield { rows, checkIns };
    }
  }
}

/** The pages with no check-ins: for a reader the patient has not shown their check-ins to. */
export async function* noCheckIns(pages: AsyncIterable<JournalRow[]>): AsyncGenerator<JournalPage> {
  const none = new Map<string, JournalCheckIn[]>();
  for await (const rows of pages) yield { rows, checkIns: none };
}

/**
 * The pages' rows of the first `max` sessions only (pages are newest first): reading stops at the
 * first row of the next session, so a bounded read costs what those sessions hold.
 */
export async function* firstSessions(pages: AsyncIterable<JournalRow[]>, max: number): AsyncGenerator<JournalRow[]> {
  let seen = 0;
  let last: string | undefined;
  for await (const rows of pages) {
    for (const [i, row] of rows.entries()) {
      if (row.id === last) continue;
      last = row.id;
      if (++seen > max) {
        if (i > 0) yield rows.slice(0, i);
        return;
      }
    }
    yield rows;
  }
}

/** A page's rows in runs that each begin at most CHECK_IN_SESSIONS_PER_QUERY sessions (`lastId` went on from before). */
function partsBeginningFewSessions(rows: JournalRow[], lastId: string | undefined): JournalRow[][] {
  const parts: JournalRow[][] = [];
  let part: JournalRow[] = [];
  let begun = 0;
  let previous = lastId;
  for (const row of rows) {
    if (row.id !== previous) {
      if (begun === CHECK_IN_SESSIONS_PER_QUERY) {
        parts.push(part);
        part = [];
        begun = 0;
      }
      begun++;
      previous = row.id;
    }
    part.push(row);
  }
  if (part.length > 0) parts.push(part);
  return parts;
}

/**
 * Journal session objects as pieces of JSON, written as the pages of answers are read: an array
 * of days `[{date, sessions: [...]}, ...]` (newest first, by UTC date) when `byDay`, else one
 * array of sessions. Each text answer is written as soon as it is read, so no piece, and no turn
 * of the event loop spent on it, grows with the journal or with a session. Words go to
 * text_responses and numbers to intensity_responses (kept until the session ends: they are
 * small); the chosen experience is shown on its own, so the answers of options steps are left
 * out of the texts. Every part is checked against the shared schemas.
 */
async function* sessionsJson(pages: AsyncIterable<JournalPage>, byDay: boolean): AsyncGenerator<string> {
  let day: string | undefined;
  let opened = 0;
  let session: { id: string; texts: number; intensities: JournalResponse[]; checkIns: JournalCheckIn[] } | undefined;
  const open = (row: JournalRow, checkIns: ReadonlyMap<string, JournalCheckIn[]>): string => {
    const head = SessionHeadSchema.parse({
      session_id: row.id,
      created_at: row.created_at,
      experience: row.experience,
    });
    let before = opened++ ? ',' : '';
    if (byDay) {
      const date = head.created_at.slice(0, 10);
      if (date !== day) before = `${day === undefined ? '' : ']},'}{"date":${JSON.stringify(date)},"sessions":[`;
      day = date;
    }
    session = { id: row.id, texts: 0, intensities: [], checkIns: checkIns.get(row.id) ?? [] };
    return `${before}${JSON.stringify(head).slice(0, -1)},"text_responses":[`;
  };
  const close = () =>
    session
      ? `],"intensity_responses":${JSON.stringify(session.intensities)},"check_ins":${JSON.stringify(CheckInsSchema.parse(session.checkIns))}}`
      : '';

  yield '[';
  for await (const { rows, checkIns } of pages) {
    let piece = '';
    for (const row of rows) {
      if (session?.id !== row.id) piece += close() + open(row, checkIns);
      if (row.step_title === null || row.step_types === null || row.response === null) continue;
      for (const value of partsOf(row.response as AnswerValue)) {
        // A rating carries its step's key (the before and after read it); a text needs none.
        const key = typeof value === 'number' && row.step_key ? { step_key: row.step_key } : {};
        const entry = JournalResponseSchema.parse({ step_title: row.step_title, ...key, response: value });
        if (typeof value === 'number') session!.intensities.push(entry);
        else if (value.trim() !== '' && !row.step_types.includes('options')) {
          const text = `${session!.texts++ ? ',' : ''}${JSON.stringify(entry)}`;
          if (piece.length + text.length < PIECE_CHARS) piece += text;
          else {
            // A long answer goes on by itself, never joined into a longer string.
            if (piece) yield piece;
            piece = '';
            yield text;
          }
        }
      }
    }
    if (piece) yield piece;
  }
  yield `${close()}${byDay && day !== undefined ? ']}]' : ']'}`;
}

/** The answer `{success: true, data: [{date, sessions: [...]}, ...]}`, as pieces of JSON. */
export async function* journalJson(pages: AsyncIterable<JournalPage>): AsyncGenerator<string> {
  yield '{"success":true,"data":';
  yield* sessionsJson(pages, true);
  yield '}';
}

/** The answer `{success: true, data: {...head, sessions: [...]}}` of a shared link, as pieces of JSON. */
export async function* sharedJournalJson(
  head: Omit<SharedJournal, 'sessions'>,
  pages: AsyncIterable<JournalPage>,
): AsyncGenerator<string> {
  yield `{"success":true,"data":${JSON.stringify(SharedHeadSchema.parse(head)).slice(0, -1)},"sessions":`;
  yield* sessionsJson(pages, false);
  yield '}}';
}

/** Sessions as one JSON array between two pieces of JSON the caller made (and checked) itself. */
export async function* sessionsBetween(
  before: string,
  pages: AsyncIterable<JournalPage>,
  after: string,
): AsyncGenerator<string> {
  yield before;
  yield* sessionsJson(pages, false);
  yield after;
}

/**
 * Up to this much JSON (a journal of 200 sessions of short answers is some 70 KB), a journal is
 * read whole and answered with an ETag; a longer one is sent as it is read.
 */
export const WHOLE_JOURNAL_BYTES = 128 * 1024;

/** JSON written in pieces: whole when at most WHOLE_JOURNAL_BYTES, else a stream of what is read and the rest. */
export async function wholeOrStream(pieces: AsyncGenerator<string>): Promise<string | Readable> {
  const read: string[] = [];
  let bytes = 0;
  // Not `for await`: leaving it would close the generator, and a long journal goes on streaming from it.
  for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
    read.push(next.value);
    bytes += Buffer.byteLength(next.value);
    if (bytes > WHOLE_JOURNAL_BYTES) return Readable.from(readThenRest(read, pieces), { objectMode: false });
  }
  return read.join('');
}

async function* readThenRest(read: string[], rest: AsyncGenerator<string>): AsyncGenerator<string> {
  yield* read;
  yield* rest;
}
