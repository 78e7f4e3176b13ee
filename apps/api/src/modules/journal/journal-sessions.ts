import type { AnswerValue, JournalDay, JournalResponse, JournalSession } from '@clearwell/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { problemResponses, problems } from '../../db/schema.js';
import { journalCheckIns } from '../check-ins/check-ins.service.js';
import type { ServiceDeps } from '../service-deps.js';

type ResponseRow = Pick<typeof problemResponses.$inferSelect, 'stepTitle' | 'stepKey' | 'stepTypes' | 'response'>;

/**
 * Splits one stored answer into what the journal shows: words go to text_responses, numbers
 * to intensity_responses; a pair contributes its choice and its second part. The chosen
 * experience is shown on its own, so options answers are left out of the texts.
 */
function splitAnswer(row: ResponseRow, texts: JournalResponse[], numbers: JournalResponse[]) {
  const push = (value: AnswerValue) => {
    const entry = { step_title: row.stepTitle, response: value };
    // A rating carries its step's key (the before and after read it); a text needs none.
    if (typeof value === 'number')
      numbers.push(row.stepKey ? { step_title: row.stepTitle, step_key: row.stepKey, response: value } : entry);
    else if (typeof value === 'string' && value.trim() !== '' && !row.stepTypes.includes('options')) texts.push(entry);
  };
  if (Array.isArray(row.response)) row.response.forEach(push);
  else push(row.response);
}

/**
 * Chosen sessions of a patient as whole journal objects (a shared link's, at most 50), newest
 * first, grouped by the UTC calendar day they were submitted. The patient's own journal, which
 * may be long, is streamed a page at a time instead (journal-json.ts).
 * One query: each session joined with its answers in order (a session without answers still
 * comes back once, with nulls), read through the (user_id, created_at) and (problem_id,
 * position) indexes. `onlySessionIds` narrows it to those sessions (a shared link's).
 */
export async function listJournal(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  onlySessionIds?: readonly string[],
): Promise<JournalDay[]> {
  const rows = await db
    .select({
      id: problems.id,
      createdAt: problems.createdAt,
      experienceTitle: problems.experienceTitle,
      stepTitle: problemResponses.stepTitle,
      stepKey: problemResponses.stepKey,
      stepTypes: problemResponses.stepTypes,
      response: problemResponses.response,
    })
    .from(problems)
    .leftJoin(problemResponses, eq(problemResponses.problemId, problems.id))
    .where(and(eq(problems.userId, userId), onlySessionIds ? inArray(problems.id, [...onlySessionIds]) : undefined))
    .orderBy(desc(problems.createdAt), desc(problems.id), asc(problemResponses.position));
  const checkIns = await journalCheckIns({ db }, userId);

  const days: JournalDay[] = [];
  let session: JournalSession | undefined;
  for (const row of rows) {
    if (session?.session_id !== row.id) {
      session = {
        session_id: row.id,
        created_at: row.createdAt.toISOString(),
        experience: row.experienceTitle,
        text_responses: [],
        intensity_responses: [],
        check_ins: checkIns.get(row.id) ?? [],
      };
      const date = session.created_at.slice(0, 10);
      const last = days[days.length - 1];
      if (last?.date === date) last.sessions.push(session);
      else days.push({ date, sessions: [session] });
    }
    if (row.stepTitle !== null && row.stepTypes !== null && row.response !== null) {
      splitAnswer(
        { stepTitle: row.stepTitle, stepKey: row.stepKey, stepTypes: row.stepTypes, response: row.response },
        session.text_responses,
        session.intensity_responses,
      );
    }
  }
  return days;
}
