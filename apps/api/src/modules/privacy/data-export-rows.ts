import { Readable } from 'node:stream';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { problemResponses } from '../../db/schema.js';
import { asDate, keysetBatches } from '../../db/keyset-batches.js';
import { checkInExport } from '../check-ins/check-ins.service.js';
import type { ServiceDeps } from '../service-deps.js';

/** The patient's check-ins, each as the API shows it (the session's summary included). */
export const checkInEntries = checkInExport;

interface ProblemRow {
  id: string;
  cursor_at: string;
  experience: string | null;
  app_type: string;
  intensity_first: number | null;
  intensity_last: number | null;
  created_at: unknown;
}

interface FeedbackRow {
  id: string;
  cursor_at: string;
  first_name: string;
  last_name: string;
  email: string;
  city: string;
  country: string;
  feedback: string;
  sentiment: string;
  created_at: unknown;
}

const iso = (v: unknown) => asDate(v)?.toISOString() ?? null;
const allTime = {};

/** Every answer of a batch of sessions, fetched in one query, in the order they were given. */
async function answersOf(db: Db, problemIds: string[]) {
  const rows = await db
    .select({
      problemId: problemResponses.problemId,
      stepTitle: problemResponses.stepTitle,
      stepTypes: problemResponses.stepTypes,
      response: problemResponses.response,
    })
    .from(problemResponses)
    .where(inArray(problemResponses.problemId, problemIds))
    .orderBy(asc(problemResponses.problemId), asc(problemResponses.position));
  const byProblem = new Map<string, Array<{ step_title: string; step_types: string[]; response: unknown }>>();
  for (const r of rows) {
    const list = byProblem.get(r.problemId) ?? [];
    list.push({ step_title: r.stepTitle, step_types: r.stepTypes, response: r.response });
    byProblem.set(r.problemId, list);
  }
  return byProblem;
}

/** The patient's guided sessions, oldest first, each with all of its answers. */
export async function* journalEntries({ db }: Pick<ServiceDeps, 'db'>, userId: string) {
  const batches = keysetBatches<ProblemRow>(db, {
    columns: sql`coalesce(e.title, p.experience_title) as experience, p.app_type, p.intensity_first, p.intensity_last, p.created_at`,
    from: sql`problems p left join experiences e on e.id = p.experience_id`,
    alias: 'p',
    range: allTime,
    where: sql`p.user_id = ${userId}::uuid`,
  });
  for await (const batch of batches) {
    const answers = await answersOf(
      db,
      batch.map((r) => r.id),
    );
    for (const r of batch) {
      yield {
        session_id: r.id,
        created_at: iso(r.created_at),
        experience: r.experience,
        app_type: r.app_type,
        intensity_before: r.intensity_first,
        intensity_after: r.intensity_last,
        answers: answers.get(r.id) ?? [],
      };
    }
  }
}

/** Feedback the patient sent while signed in (linked to their account), oldest first. */
export async function* feedbackEntries({ db }: Pick<ServiceDeps, 'db'>, userId: string) {
  const batches = keysetBatches<FeedbackRow>(db, {
    columns: sql`f.first_name, f.last_name, f.email, f.city, f.country, f.feedback, f.sentiment, f.created_at`,
    from: sql`feedback f`,
    alias: 'f',
    range: allTime,
    where: sql`f.user_id = ${userId}::uuid`,
  });
  for await (const batch of batches) {
    for (const r of batch) {
      yield {
        id: r.id,
        created_at: iso(r.created_at),
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        city: r.city,
        country: r.country,
        feedback: r.feedback,
        sentiment: r.sentiment,
      };
    }
  }
}

/**
 * A JSON array written one item at a time as the zip asks for more, so a long journal is
 * never held whole in memory. Items are indented like the rest of the export.
 */
export function jsonArrayStream(items: AsyncIterable<unknown>): Readable {
  async function* chunks() {
    let count = 0;
    yield '[';
    for await (const item of items) {
      yield `${count++ === 0 ? '' : ','}\n  ${JSON.stringify(item, null, 2).replace(/\n/g, '\n  ')}`;
    }
    yield count === 0 ? ']\n' : '\n]\n';
  }
  return Readable.from(chunks(), { objectMode: false });
}

export const jsonFile = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
