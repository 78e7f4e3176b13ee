import type { AnswerValue, JournalDay, JournalResponse, JournalSession } from '@clearwell/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { problemResponses, problems } from '../../db/schema.js';

type ResponseRow = Pick<typeof problemResponses.$inferSelect, 'problemId' | 'stepTitle' | 'stepTypes' | 'response'>;

/**
 * Splits one stored answer into what the journal shows: words go to text_responses, numbers
 * to intensity_responses; a pair contributes its choice and its second part. The chosen
 * experience is shown on its own, so options answers are left out of the texts.
 */
function splitAnswer(row: ResponseRow, texts: JournalResponse[], numbers: JournalResponse[]) {
  const push = (value: AnswerValue) => {
    const entry = { step_title: row.stepTitle, response: value };
    if (typeof value === 'number') numbers.push(entry);
    else if (typeof value === 'string' && value.trim() !== '' && !row.stepTypes.includes('options')) texts.push(entry);
  };
  if (Array.isArray(row.response)) row.response.forEach(push);
  else push(row.response);
}

/** The caller's sessions, newest first, grouped by the UTC calendar day they were submitted. */
export async function listJournal(db: Db, userId: string): Promise<JournalDay[]> {
  const rows = await db.select().from(problems).where(eq(problems.userId, userId)).orderBy(desc(problems.createdAt), desc(problems.id));
  if (rows.length === 0) return [];
  const answers = await db
    .select({ problemId: problemResponses.problemId, stepTitle: problemResponses.stepTitle, stepTypes: problemResponses.stepTypes, response: problemResponses.response })
    .from(problemResponses)
    .where(inArray(problemResponses.problemId, rows.map((r) => r.id)))
    .orderBy(asc(problemResponses.position));
  const byProblem = new Map<string, ResponseRow[]>();
  for (const a of answers) byProblem.set(a.problemId, [...(byProblem.get(a.problemId) ?? []), a]);

  const days: JournalDay[] = [];
  for (const p of rows) {
    const texts: JournalResponse[] = [];
    const numbers: JournalResponse[] = [];
    for (const a of byProblem.get(p.id) ?? []) splitAnswer(a, texts, numbers);
    const session: JournalSession = {
      session_id: p.id,
      created_at: p.createdAt.toISOString(),
      experience: p.experienceTitle,
      text_responses: texts,
      intensity_responses: numbers,
    };
    const date = session.created_at.slice(0, 10);
    const last = days[days.length - 1];
    if (last?.date === date) last.sessions.push(session);
    else days.push({ date, sessions: [session] });
  }
  return days;
}

/** Deletes every session of the caller (their answers go with them); nobody else's. */
export async function clearJournal(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(problems).where(eq(problems.userId, userId)).returning({ id: problems.id });
  return deleted.length;
}
