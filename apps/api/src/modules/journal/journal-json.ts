import { Readable } from 'node:stream';
import {
  JournalCheckInSchema,
  JournalResponseSchema,
  JournalSessionSchema,
  type AnswerValue,
  type JournalCheckIn,
  type JournalResponse,
} from '@clearwell/shared';
import { z } from 'zod';
import { journalCheckIns } from '../check-ins/check-ins.service.js';
import type { ServiceDeps } from '../service-deps.js';
import { journalPages, type JournalRow } from './journal.service.js';

/**
 * Short parts are joined into pieces up to this long; a longer part goes on by itself. Joined
 * strings are copied once more when written, and the more bytes a journal leaves behind, the
 * more often the garbage collector stops the event loop.
 */
const PIECE_CHARS = 16 * 1024;

const CheckInsSchema = z.array(JournalCheckInSchema);
const SessionHeadSchema = JournalSessionSchema.pick({ session_id: true, created_at: true, experience: true });

/** The parts of a stored answer the journal shows: a pair contributes its choice and its second part. */
const partsOf = (response: AnswerValue): (string | number)[] => (Array.isArray(response) ? response : [response]);

/**
 * The answer `{success: true, data: [{date, sessions: [...]}, ...]}` (days newest first, by UTC
 * date) as pieces of JSON, written as the pages of answers are read: each text answer is written
 * as soon as it is read, so no piece, and no turn of the event loop spent on it, grows with the
 * journal or with a session. Words go to text_responses and numbers to intensity_responses (kept
 * until the session ends: they are small); the chosen experience is shown on its own, so the
 * answers of options steps are left out of the texts. Every part is checked against the shared
 * schemas.
 */
export async function* journalJson(
  pages: AsyncIterable<JournalRow[]>,
  checkIns: ReadonlyMap<string, JournalCheckIn[]> = new Map(),
): AsyncGenerator<string> {
  let day: string | undefined;
  let session: { id: string; texts: number; intensities: JournalResponse[] } | undefined;
  const open = (row: JournalRow): string => {
    const head = SessionHeadSchema.parse({
      session_id: row.id,
      created_at: row.created_at,
      experience: row.experience,
    });
    const date = head.created_at.slice(0, 10);
    const before = date === day ? ',' : `${day === undefined ? '' : ']},'}{"date":${JSON.stringify(date)},"sessions":[`;
    day = date;
    session = { id: row.id, texts: 0, intensities: [] };
    return `${before}${JSON.stringify(head).slice(0, -1)},"text_responses":[`;
  };
  const close = () =>
    session
      ? `],"intensity_responses":${JSON.stringify(session.intensities)},"check_ins":${JSON.stringify(CheckInsSchema.parse(checkIns.get(session.id) ?? []))}}`
      : '';

  yield '{"success":true,"data":[';
  for await (const rows of pages) {
    let piece = '';
    for (const row of rows) {
      if (session?.id !== row.id) piece += close() + open(row);
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
  yield `${close()}${day === undefined ? ']}' : ']}]}'}`;
}

/**
 * Up to this much JSON (a journal of 200 sessions of short answers is some 70 KB), a journal is
 * read whole and answered with an ETag; a longer one is sent as it is read.
 */
export const WHOLE_JOURNAL_BYTES = 128 * 1024;

/**
 * The caller's journal: its JSON when it is at most WHOLE_JOURNAL_BYTES, else a stream that goes
 * on from where reading stopped. Its first pages are read before this resolves, so a database
 * that fails then is answered as any failure is; what fails later cuts the stream.
 */
export async function readJournal(deps: Pick<ServiceDeps, 'db'>, userId: string): Promise<string | Readable> {
  const pieces = journalJson(journalPages(deps, userId), await journalCheckIns(deps, userId));
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
