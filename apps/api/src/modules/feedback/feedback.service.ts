import type { FeedbackRequestSchema } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { feedback, users } from '../../db/schema.js';
import { classifySentiment } from '../../lib/sentiment.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * Stores a patient's feedback with the sentiment of its text and the app type the patient
 * signed up from, for the statistics.
 */
export async function recordFeedback(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  body: z.output<typeof FeedbackRequestSchema>,
) {
  const [user] = await deps.db.select({ appType: users.appType }).from(users).where(eq(users.id, userId));
  const [row] = await deps.db
    .insert(feedback)
    .values({
      userId,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email.toLowerCase(),
      city: body.city,
      country: body.country,
      feedback: body.feedback,
      sentiment: classifySentiment(body.feedback),
      appType: user?.appType ?? 'web',
    })
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  return row!;
}
