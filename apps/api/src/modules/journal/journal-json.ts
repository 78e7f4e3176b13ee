import { Readable } from 'node:stream';
import { JournalSessionSchema, type AnswerValue, type JournalSession } from '@clearwell/shared';
import type { Db } from '../../db/client.js';
import { journalPages, type JournalRow } from './journal.service.js';

/**
 * Splits one stored answer into what the journal shows: words go to text_responses, numbers
 * to intensity_responses; a pair contributes its choice and its second part. The chosen
 * experience is shown on its own, so options answers are left out of the texts.
 */
function splitAnswer(row: { step_title: string; step_types: string[]; response: AnswerValue }, session: JournalSession) {
  const push = (value: AnswerValue) => {
    const entry = { step_title: row.step_title, response: value };
    if (typeof value === 'number') session.intensity_responses.push(entry);
    else if (typeof value === 'string' && value.trim() !== '' && !row.step_types.includes('options')) session.text_responses.push(entry);
  };
  if (Array.isArray(row.response)) row.response.forEach(push);
  else push(row.response);
}

/**
 * The answer `{success: true, data: [{date, sessions: [...]}, ...]}` (days newest first, by UTC
 * date) as pieces of JSON, one per page of answers read: no piece, and no turn of the event loop
 * spent on it, grows with the journal. A session is written once its last answer has been read.
 */
export async function* journalJson(pages: AsyncIterable<JournalRow[]>): AsyncGenerator<string> {
  let day: string | undefined;
  const write = (session: JournalSession): string => {
    const json = JSON.stringify(JournalSessionSchema.parse(session));
    const date = session.created_at.slice(0, 10);
    if (date === day) return `,${json}`;
    const opening = `${day === undefined ? '' : ']},'}{"date":${JSON.stringify(date)},"sessions":[`;
    day = date;
    return opening + json;
  };
  yield '{"success":true,"data":[';
  let session: JournalSession | undefined;
  for await (const rows of pages) {
    let piece = '';
    for (const row of rows) {
      if (session?.session_id !== row.id) {
        if (session) piece += write(session);
        session = { session_id: row.id, created_at: row.created_at, experience: row.experience, text_responses: [], intensity_responses: [] };
      }
      if (row.step_title !== null && row.step_types !== null && row.response !== null) {
        splitAnswer({ step_title: row.step_title, step_types: row.step_types, response: row.response as AnswerValue }, session);
      }
    }
    if (piece) yield piece;
  }
  yield `${session ? write(session) : ''}${day === undefined ? ']}' : ']}]}'}`;
}

/**
 * The caller's journal as a stream of JSON. Its first page is read before this resolves, so a
 * database that fails then is answered as any failure is; what fails later cuts the stream.
 */
export async function journalStream(db: Db, userId: string): Promise<Readable> {
  const pages = journalPages(db, userId);
  const first = await pages.next();
  async function* all(): AsyncGenerator<JournalRow[]> {
    if (first.done) return;
    yield first.value;
    yield* pages;
  }
  return Readable.from(journalJson(all()), { objectMode: false });
}
