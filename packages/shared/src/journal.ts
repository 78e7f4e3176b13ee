import { z } from 'zod';
import { JournalCheckInSchema } from './check-ins.js';
import { AnswerValueSchema } from './problem.js';

export const JournalResponseSchema = z.object({
  step_title: z.string(),
  /**
   * On intensity responses: the key of the step answered (docs/api.md, Languages), so the before and after
   * (intensity.ts) find `feel_now` whatever language its title was shown in. Absent for answers
   * stored before steps had keys.
   */
  step_key: z.string().optional(),
  response: AnswerValueSchema,
});
export type JournalResponse = z.infer<typeof JournalResponseSchema>;

export const JournalSessionSchema = z.object({
  session_id: z.string(),
  created_at: z.string(),
  experience: z.string().nullable(),
  text_responses: z.array(JournalResponseSchema),
  intensity_responses: z.array(JournalResponseSchema),
  /** What the patient said at each follow-up, planned ones included (unanswered: nulls). */
  check_ins: z.array(JournalCheckInSchema),
});
export type JournalSession = z.infer<typeof JournalSessionSchema>;

/** One calendar day (yyyy-MM-dd, UTC) of the caller's sessions, newest first. */
export const JournalDaySchema = z.object({ date: z.string(), sessions: z.array(JournalSessionSchema) });
export type JournalDay = z.infer<typeof JournalDaySchema>;
