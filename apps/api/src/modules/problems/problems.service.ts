import { STEP_TITLES, type AnswerValue, type SessionAnswer } from '@clearwell/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { experiences, problems, sessionSteps, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';


type StepRow = Pick<typeof sessionSteps.$inferSelect, 'id' | 'title' | 'types'>;

/** 403 until the patient has accepted the conditions of use. */
export async function assertAgreementAccepted(db: Db, userId: string) {
  const [user] = await db.select({ accepted: users.agreementAccepted }).from(users).where(eq(users.id, userId));
  if (!user?.accepted) {
    throw new AppError('AGREEMENT_REQUIRED', 'You must accept the conditions of use before starting a session');
  }
}

async function loadSteps(db: Db, answers: SessionAnswer[]): Promise<Map<string, StepRow>> {
  const ids = [...new Set(answers.map((a) => a.session_step_id).filter((id) => isUuid(id)))];
  const rows = ids.length
    ? await db.select({ id: sessionSteps.id, title: sessionSteps.title, types: sessionSteps.types }).from(sessionSteps).where(inArray(sessionSteps.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id.toLowerCase(), r]));
  const unknown = answers
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => !byId.has(a.session_step_id.toLowerCase()))
    .map(({ i }) => ({ field: `responses.${i}.session_step_id`, message: 'No session step has this id' }));
  if (unknown.length) throw new AppError('VALIDATION_ERROR', 'Some answers name a session step that does not exist', unknown);
  return byId;
}

const numericPart = (r: AnswerValue): number | null =>
  typeof r === 'number' ? r : Array.isArray(r) && typeof r[1] === 'number' ? r[1] : null;
const textPart = (r: AnswerValue): string | null => (typeof r === 'string' ? r : Array.isArray(r) ? r[0] : null);

/** The experience: the answer of the first options step (or the Choose Experience step), by id or title. */
async function findExperience(db: Db, answers: SessionAnswer[], steps: Map<string, StepRow>) {
  const step = (a: SessionAnswer) => steps.get(a.session_step_id.toLowerCase())!;
  const answer =
    answers.find((a) => step(a).types.includes('options')) ?? answers.find((a) => step(a).title === STEP_TITLES.chooseExperience);
  const chosen = answer ? textPart(answer.response)?.trim() : undefined;
  if (!chosen) return { id: null, title: null };
  const all = await db.select({ id: experiences.id, title: experiences.title }).from(experiences);
  const match = all.find((e) => e.id === chosen.toLowerCase() || e.title.toLowerCase() === chosen.toLowerCase());
  return match ? { id: match.id, title: match.title } : { id: null, title: chosen.slice(0, 200) };
}

/** Stores one session's answers with a snapshot of each step's title and types, all or nothing. */
export async function createProblem(db: Db, userId: string, answers: SessionAnswer[]) {
  const steps = await loadSteps(db, answers);
  const experience = await findExperience(db, answers, steps);
  const intensities = answers
    .filter((a) => steps.get(a.session_step_id.toLowerCase())!.types.includes('slider'))
    .map((a) => numericPart(a.response))
    .filter((n): n is number => n !== null)
    .map(Math.round);
  const [user] = await db.select({ appType: users.appType }).from(users).where(eq(users.id, userId));
  const problem = db
    .insert(problems)
    .values({
      userId,
      experienceId: experience.id,
      experienceTitle: experience.title,
      appType: user?.appType ?? 'web',
      intensityFirst: intensities[0] ?? null,
      // One rating is only a "before": the session ended without the closing check-in.
      intensityLast: intensities.length > 1 ? intensities[intensities.length - 1]! : null,
    })
    .returning({ id: problems.id, createdAt: problems.createdAt });
  const snapshots = answers.map((a, i) => {
    const step = steps.get(a.session_step_id.toLowerCase())!;
    return { step_id: step.id, unique_id: a.step_unique_id ?? null, title: step.title, types: step.types, response: a.response, position: i + 1 };
  });
  // One statement, so all or nothing without a transaction around round trips: the statistics
  // triggers update per-day rows shared by every submission at the end of it, and the commit
  // that follows at once releases them (db/migrations/0002_stats_triggers.sql).
  const { rows } = (await db.execute(sql`
    with problem as (${problem.getSQL()}), answers as (
      insert into problem_responses (problem_id, session_step_id, step_unique_id, step_title, step_types, response, position)
      select problem.id, a.step_id, a.unique_id, a.title, a.types, a.response, a.position
      from problem, jsonb_to_recordset(${JSON.stringify(snapshots)}::jsonb)
        as a(step_id uuid, unique_id text, title text, types jsonb, response jsonb, position integer))
    select id, created_at from problem`)) as unknown as { rows: { id: string; created_at: string }[] };
  return { id: rows[0]!.id, created_at: new Date(rows[0]!.created_at).toISOString() };
}
