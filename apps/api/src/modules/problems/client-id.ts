import type { ProblemCreated } from '@clearwell/shared';
import { and, asc, eq } from 'drizzle-orm';
import { problemResponses, problems } from '../../db/schema.js';
import { assessSafety } from '../safety/safety.service.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * The answer a patient's submission with this device-made id got when it was stored, or null
 * when none was (docs/api.md, Sessions (problems)). A device sends a session again when it cannot tell whether the
 * first attempt arrived (kept offline, an answer lost on the way back); the unique index on
 * (user_id, client_id) keeps the second one from being stored, and this gives it the first's
 * `data`: its id and time, and the safety judgement made again from the answers stored then
 * (a pure function of them, so the same as the first time).
 */
export async function storedWithClientId(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  clientId: string,
): Promise<ProblemCreated | null> {
  const [problem] = await db
    .select({
      id: problems.id,
      createdAt: problems.createdAt,
      first: problems.intensityFirst,
      last: problems.intensityLast,
    })
    .from(problems)
    .where(and(eq(problems.userId, userId), eq(problems.clientId, clientId.toLowerCase())));
  if (!problem) return null;
  const answers = await db
    .select({ response: problemResponses.response })
    .from(problemResponses)
    .where(eq(problemResponses.problemId, problem.id))
    .orderBy(asc(problemResponses.position));
  return {
    id: problem.id,
    created_at: problem.createdAt.toISOString(),
    safety: assessSafety({ answers, first: problem.first, last: problem.last }),
  };
}
