import { safetyReasonsOf, type AnswerValue, type CheckIn, type SafetyAssessment } from '@clearwell/shared';
import { checkInConcerns, safetyConcerns } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

/** What a stored session is judged on: its answers and its first and last intensity. */
export interface AssessedSession {
  answers: { response: AnswerValue }[];
  first: number | null;
  last: number | null;
}

const textsOf = (r: AnswerValue): string[] =>
  typeof r === 'string' ? [r] : Array.isArray(r) ? r.filter((v): v is string => typeof v === 'string') : [];

/** Whether a session calls for the crisis lines, on the rule the web app also applies to a session kept offline. */
export function assessSafety(session: AssessedSession): SafetyAssessment {
  const texts = session.answers.flatMap((a) => textsOf(a.response));
  const reasons = safetyReasonsOf({ texts, first: session.first, last: session.last });
  return { concern: reasons.length > 0, reasons };
}

/**
 * Keeps the fact that a stored session raised a concern, for the monthly count the back-office
 * sees; never why or what was written. Nothing is mailed or shown to anyone else.
 */
export async function recordSafetyConcern(
  { db }: Pick<ServiceDeps, 'db'>,
  problem: { id: string; created_at: string },
  assessment: SafetyAssessment,
): Promise<void> {
  if (!assessment.concern) return;
  await db
    .insert(safetyConcerns)
    .values({ problemId: problem.id, createdAt: new Date(problem.created_at) })
    .onConflictDoNothing();
}

/**
 * A check-in answer on the same rules: crisis language in its note, or an answer of 9 or more
 * that is not below the session's first rating (the feeling is back at its worst, or worse).
 */
export function assessCheckIn(checkIn: Pick<CheckIn, 'note' | 'intensity' | 'intensity_first'>): SafetyAssessment {
  return assessSafety({
    answers: checkIn.note ? [{ response: checkIn.note }] : [],
    first: checkIn.intensity_first,
    last: checkIn.intensity,
  });
}

/** Keeps the fact that a check-in answer raised a concern (never why), counted with its session's month. */
export async function recordCheckInConcern(
  { db }: Pick<ServiceDeps, 'db'>,
  checkIn: Pick<CheckIn, 'id' | 'problem_id' | 'answered_at'>,
  assessment: SafetyAssessment,
): Promise<void> {
  if (!assessment.concern) return;
  await db
    .insert(checkInConcerns)
    .values({
      checkInId: checkIn.id,
      problemId: checkIn.problem_id,
      ...(checkIn.answered_at ? { createdAt: new Date(checkIn.answered_at) } : {}),
    })
    .onConflictDoNothing();
}
