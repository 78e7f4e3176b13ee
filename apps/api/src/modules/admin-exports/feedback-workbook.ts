import { createHmac } from 'node:crypto';
import type { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { asDate, keysetBatches } from '../../db/keyset-batches.js';
import type { InstantRange } from '../../lib/date-range.js';
import { safeText } from './excel-safe.js';
import { shareableAnswersByProblem } from './research-answers.js';
import { addSheet, DATE_TIME_FORMAT, drained, streamingWorkbook, writeRows } from './workbook.js';
import type { ServiceDeps } from '../service-deps.js';

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
  app_type: string;
  created_at: unknown;
}

interface SessionRow {
  id: string;
  cursor_at: string;
  user_id: string;
  /** The title of a known experience; a patient's own words for it are not exported. */
  experience: string | null;
  app_type: string;
  intensity_first: number | null;
  intensity_last: number | null;
  created_at: unknown;
}

/**
 * A stable pseudonym for a research participant: the same patient always gets the same id,
 * and without the server's secret nobody can link it back to a name or e-mail.
 */
export function participantId(secret: string, userId: string): string {
  return `P-${createHmac('sha256', secret).update(`research-participant:${userId}`).digest('hex').slice(0, 16)}`;
}

async function writeFeedbackSheet(
  db: Db,
  range: InstantRange,
  workbook: ReturnType<typeof streamingWorkbook>,
  out: PassThrough,
) {
  const { sheet, add } = addSheet(workbook, 'Feedback', [
    { header: 'ID', key: 'id', width: 38 },
    { header: 'First Name', key: 'first_name', width: 18 },
    { header: 'Last Name', key: 'last_name', width: 18 },
    { header: 'Email', key: 'email', width: 30 },
    { header: 'City', key: 'city', width: 16 },
    { header: 'Country', key: 'country', width: 16 },
    { header: 'Feedback', key: 'feedback', width: 60 },
    { header: 'Sentiment', key: 'sentiment', width: 12 },
    { header: 'App Type', key: 'app_type', width: 12 },
    { header: 'Date', key: 'created_at', width: 18, numFmt: DATE_TIME_FORMAT },
  ]);
  const batches = keysetBatches<FeedbackRow>(db, {
    columns: sql`f.first_name, f.last_name, f.email, f.city, f.country, f.feedback, f.sentiment, f.app_type, f.created_at`,
    from: sql`feedback f`,
    alias: 'f',
    range,
  });
  for await (const batch of batches) {
    await writeRows(batch, (r) =>
      add({
        id: r.id,
        first_name: safeText(r.first_name),
        last_name: safeText(r.last_name),
        email: safeText(r.email),
        city: safeText(r.city),
        country: safeText(r.country),
        feedback: safeText(r.feedback),
        sentiment: r.sentiment,
        app_type: safeText(r.app_type),
        created_at: asDate(r.created_at),
      }),
    );
    await drained(out, sheet);
  }
  sheet.commit();
}

/**
 * Sessions shared for research, under a pseudonym only. A session is shared when its patient
 * shares now and made it at or after the consent now in force: consent covers the sessions
 * that follow it, a withdrawal clears the consent time (settings.service.ts), so a later
 * consent never reaches back to sessions made before it or under an earlier, withdrawn one.
 * Only what the patient chose or rated leaves: the known experience, the intensities and
 * the radio choices (research-answers.ts), never typed text and never the session's own id,
 * which the patient's journal and data download show, so whoever sees one could link a row to them.
 */
async function writeSessionsSheet(
  db: Db,
  range: InstantRange,
  secret: string,
  workbook: ReturnType<typeof streamingWorkbook>,
  out: PassThrough,
) {
  const { sheet, add } = addSheet(workbook, 'Problem Sessions', [
    { header: 'Participant', key: 'participant', width: 20 },
    { header: 'Date', key: 'created_at', width: 18, numFmt: DATE_TIME_FORMAT },
    { header: 'Experience', key: 'experience', width: 24 },
    { header: 'App Type', key: 'app_type', width: 12 },
    { header: 'Intensity Before', key: 'intensity_first', width: 16 },
    { header: 'Intensity After', key: 'intensity_last', width: 16 },
    { header: 'Choices and Ratings', key: 'answers', width: 60 },
  ]);
  const batches = keysetBatches<SessionRow>(db, {
    columns: sql`p.user_id, e.title as experience, p.app_type, p.intensity_first, p.intensity_last, p.created_at`,
    from: sql`problems p join users u on u.id = p.user_id left join experiences e on e.id = p.experience_id`,
    alias: 'p',
    range,
    where: sql`u.share_data_for_research and p.created_at >= u.research_consent_at`,
  });
  for await (const batch of batches) {
    const answers = await shareableAnswersByProblem(
      { db },
      batch.map((r) => r.id),
    );
    await writeRows(batch, (r) =>
      add({
        participant: participantId(secret, r.user_id),
        created_at: asDate(r.created_at),
        experience: safeText(r.experience),
        app_type: safeText(r.app_type),
        intensity_first: r.intensity_first,
        intensity_last: r.intensity_last,
        answers: safeText(answers.get(r.id)),
      }),
    );
    await drained(out, sheet);
  }
  sheet.commit();
}

export async function writeFeedbackWorkbook(
  { db }: Pick<ServiceDeps, 'db'>,
  range: InstantRange,
  secret: string,
  out: PassThrough,
): Promise<void> {
  const workbook = streamingWorkbook(out);
  await writeFeedbackSheet(db, range, workbook, out);
  await writeSessionsSheet(db, range, secret, workbook, out);
  await workbook.commit();
}
