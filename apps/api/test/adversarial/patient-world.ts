import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  authSessions,
  feedback,
  measures,
  problemResponses,
  problems,
  supportLinks,
  supportMessages,
  users,
} from '../../src/db/schema.js';
import type { TestContext } from '../app.js';
import { bearer, createPatient, type CreatedPatient } from '../factories.js';
import { pngBytes } from '../media-fixtures.js';
import { multipartBody } from '../multipart.js';
import { createSupporter, linkTo, type CreatedSupporter } from '../supporters.js';

export interface SeedOptions {
  guideMedium?: 'video' | 'audio' | 'text';
  share?: boolean;
  agreement?: boolean;
  /** Linked to a supporter of their own, with a message each way and one view (default true). */
  supported?: boolean;
}

export interface SeededPatient extends CreatedPatient {
  /** Every trace of this patient another patient's answer must never contain. */
  markers: string[];
  avatar: string;
  journalText: string;
  /** The patient's own supporter (a new one per patient), when `supported`. */
  supporter: CreatedSupporter | null;
  messageText: string;
}

/** Answers for the seeded guided session: an experience, a rating and a text, by step title. */
export async function sessionAnswers(t: TestContext, token: string, text: string) {
  const steps = (await t.app.inject({ method: 'GET', url: '/api/session-steps', headers: bearer(token) })).json()
    .data as { id: string; title: string }[];
  const id = (title: string) => steps.find((s) => s.title === title)!.id;
  return [
    { session_step_id: id('Choose Experience'), response: 'Physical pain' },
    { session_step_id: id('Rate the Intensity'), response: 7 },
    { session_step_id: id('Focus and Feel It'), response: text },
  ];
}

/**
 * A patient with something of every kind, made through the API as the patient would: names,
 * an avatar, settings, a journal session, a feedback, a GAD-7 and a supporter with their messages,
 * each carrying a unique tag.
 */
export async function seedPatient(t: TestContext, label: string, opts: SeedOptions = {}): Promise<SeededPatient> {
  const tag = `${label}-${randomUUID().slice(0, 8)}`;
  const p = await createPatient(t.database, t.config.jwtSecret, { firstName: `${tag}-first`, lastName: `${tag}-last` });
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object | Buffer, headers = {}) => {
    const res = await t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(p.token) } });
    if (res.statusCode >= 300) throw new Error(`seeding ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const form = multipartBody(
    { first_name: `${tag}-first`, last_name: `${tag}-last` },
    { name: 'me.png', type: 'image/png', data: pngBytes() },
  );
  const { avatar } = await call('PUT', '/api/auth/profile', form.payload, form.headers);
  await call('PUT', '/api/settings', {
    guide_medium: opts.guideMedium ?? 'text',
    share_data_for_research: opts.share ?? false,
  });
  const journalText = `${tag}-journal`;
  const problem = await call('POST', '/api/problem', { responses: await sessionAnswers(t, p.token, journalText) });
  const note = await call('POST', '/api/feedback', {
    feedback: `${tag}-feedback`,
    first_name: `${tag}-fb`,
    city: `${tag}-city`,
  });
  const measure = await call('POST', '/api/measures/gad7', { answers: [1, 2, 1, 0, 3, 2, 1] });
  const messageText = `${tag}-message`;
  let supporter: CreatedSupporter | null = null;
  const markers = [tag, p.id, p.email, avatar, problem.id, note.id, measure.id];
  if (opts.supported !== false) {
    supporter = await createSupporter(t, { name: `${tag}-supporter` });
    await linkTo(t, p, supporter);
    const mine = await call('POST', '/api/support/messages', { text: messageText });
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/supporter/patients/${p.id}/messages`,
      payload: { text: `${tag}-reply` },
      headers: bearer(supporter.token),
    });
    await t.app.inject({ method: 'GET', url: `/api/supporter/patients/${p.id}`, headers: bearer(supporter.token) });
    markers.push(supporter.code, supporter.email, mine.id, reply.json().data.id);
  }
  if (opts.agreement === false) await call('PUT', '/api/agreement', { agreement_accepted: false });
  return { ...p, avatar, journalText, messageText, supporter, markers };
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Everything stored about a patient, read straight from the database and the file store. */
export async function snapshot(t: TestContext, userId: string) {
  const { db } = t.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const sessions = await db
    .select({ id: authSessions.id, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.id));
  const sessionRows = await db.select().from(problems).where(eq(problems.userId, userId)).orderBy(asc(problems.id));
  const answers = sessionRows.length
    ? await db
        .select()
        .from(problemResponses)
        .where(
          inArray(
            problemResponses.problemId,
            sessionRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(problemResponses.id))
    : [];
  const notes = await db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(asc(feedback.id));
  const measureRows = await db.select().from(measures).where(eq(measures.userId, userId)).orderBy(asc(measures.id));
  const support = await db
    .select()
    .from(supportLinks)
    .where(eq(supportLinks.userId, userId))
    .orderBy(asc(supportLinks.id));
  const messages = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.userId, userId))
    .orderBy(asc(supportMessages.id));
  const avatar = user?.avatarKey ? await t.app.inject({ method: 'GET', url: `/files/${user.avatarKey}` }) : undefined;
  return {
    user,
    sessions,
    sessionRows,
    answers,
    notes,
    measureRows,
    support,
    messages,
    avatar: avatar && { status: avatar.statusCode, sha: sha(avatar.rawPayload) },
  };
}
