import { z } from 'zod';
import { JournalSessionSchema } from './journal.js';
import { MAX_SHARED_SESSIONS } from './constants.js';

export const CreateShareRequestSchema = z.object({
  session_ids: z
    .array(z.string().max(100))
    .min(1, 'Choose at least one entry to share')
    .max(MAX_SHARED_SESSIONS, `Share at most ${MAX_SHARED_SESSIONS} entries in one link`),
  expires_in_days: z.union([z.literal(1), z.literal(7), z.literal(30)], { error: 'Choose 1, 7 or 30 days' }),
});
export type CreateShareRequest = z.infer<typeof CreateShareRequestSchema>;

export const CreatedShareSchema = z.object({
  id: z.string(),
  url: z.string(),
  expires_at: z.string(),
  session_ids: z.array(z.string()),
});
export type CreatedShare = z.infer<typeof CreatedShareSchema>;

export const ShareSummarySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  session_count: z.number().int(),
  views: z.array(z.object({ at: z.string() })),
});
export type ShareSummary = z.infer<typeof ShareSummarySchema>;

/** What a coach sees through a link: the patient's first name and the chosen sessions, nothing else. */
export const SharedJournalSchema = z.object({
  first_name: z.string(),
  expires_at: z.string(),
  sessions: z.array(JournalSessionSchema),
});
export type SharedJournal = z.infer<typeof SharedJournalSchema>;
