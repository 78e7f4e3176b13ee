import type { MeasureKey } from '@clearwell/shared';
import { checkIns, measures, safetyConcerns } from '../src/db/schema.js';
import type { TestContext } from './app.js';
import { giveSession } from './privacy.js';

const DAY_MS = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A stored session `days` ago with a text answer; with `concern`, it raised the safety net. */
export async function sessionAgo(t: TestContext, userId: string, text: string, days: number, concern = false) {
  const id = await giveSession(t, userId, text, daysAgo(days));
  if (concern) await t.database.db.insert(safetyConcerns).values({ problemId: id, createdAt: daysAgo(days) });
  return id;
}

/** Answers that add up to `score` (each item 0..3); with `concern` on a PHQ-9, item 9 is above 0. */
function answersFor(key: MeasureKey, score: number, concern: boolean): number[] {
  const answers = Array<number>(key === 'phq9' ? 9 : 7).fill(0);
  let left = score;
  if (concern && key === 'phq9') {
    answers[8] = 1;
    left -= 1;
  }
  for (let i = 0; i < answers.length && left > 0; i++) {
    const add = Math.min(3 - answers[i]!, left);
    answers[i]! += add;
    left -= add;
  }
  return answers;
}

/** A measure taken `days` ago with this score; `concern` (PHQ-9 item 9) raised the safety net. */
export async function measureAgo(
  t: TestContext,
  userId: string,
  key: MeasureKey,
  score: number,
  days: number,
  concern = false,
) {
  const answers = answersFor(key, score, concern);
  const [row] = await t.database.db
    .insert(measures)
    .values({ userId, key, answers, score: answers.reduce((a, b) => a + b, 0), concern, createdAt: daysAgo(days) })
    .returning({ id: measures.id });
  return row!.id;
}

/** A check-in of the session, due `dueDays` ago; answered `answeredDays` ago with the note, when given. */
export async function checkInAgo(
  t: TestContext,
  userId: string,
  problemId: string,
  dueDays: number,
  answer?: { answeredDays: number; note: string; intensity?: number },
) {
  const [row] = await t.database.db
    .insert(checkIns)
    .values({
      userId,
      problemId,
      after: '1d',
      dueAt: daysAgo(dueDays),
      answeredAt: answer ? daysAgo(answer.answeredDays) : null,
      intensity: answer ? (answer.intensity ?? 2) : null,
      note: answer?.note ?? null,
      mailState: 'skipped',
    })
    .returning({ id: checkIns.id });
  return row!.id;
}
