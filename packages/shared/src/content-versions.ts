import { z } from 'zod';
import { PageQuerySchema } from './envelope.js';
import { AdminSessionStepResponseSchema, AdminSessionStepSchema } from './session-step.js';

/** `GET /api/admin/content-versions`: paging only. */
export const ContentVersionListQuerySchema = PageQuerySchema;

/** Ids are opaque: one that names no version is 404, never 400. */
export const ContentVersionIdParamsSchema = z.object({ id: z.string().min(1) });

export const ContentVersionSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  /** The admin who made the change (their name, else their e-mail); the seeded version 1 has `id: null`. */
  created_by: z.object({ id: z.string().nullable(), name: z.string() }),
  summary: z.string(),
});
export type ContentVersion = z.infer<typeof ContentVersionSchema>;

export const CONTENT_CHANGE_KINDS = ['added', 'removed', 'moved', 'edited'] as const;

/**
 * One readable difference from the version before: a step added, removed or moved, or one field
 * of a step edited (`field` names it; media fields list the files by name).
 */
export const ContentVersionChangeSchema = z.object({
  step_id: z.string(),
  step_title: z.string(),
  kind: z.enum(CONTENT_CHANGE_KINDS),
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The change in one plain sentence, e.g. "Changed the title of 'Feel Now'". */
  text: z.string(),
});
export type ContentVersionChange = z.infer<typeof ContentVersionChangeSchema>;

export const ContentVersionDetailSchema = ContentVersionSchema.extend({
  /** The full step list as patients received it (docs/api.md, Content versions), with each step's translations. */
  steps: z.array(AdminSessionStepSchema),
  /** Against the version numbered one less; empty for version 1. */
  changes: z.array(ContentVersionChangeSchema),
});
export type ContentVersionDetail = z.infer<typeof ContentVersionDetailSchema>;

/** A version as the server sends it: each step with its key and translations. */
export const ContentVersionDetailResponseSchema = ContentVersionDetailSchema.extend({
  steps: z.array(AdminSessionStepResponseSchema),
});
export type ContentVersionDetailResponse = z.infer<typeof ContentVersionDetailResponseSchema>;

export const OutcomeRowSchema = z.object({
  /** The version's `number`. */
  version: z.number().int(),
  sessions: z.number().int(),
  /** Sessions whose last `Sensation State` answer is "It's gone". */
  cleared: z.number().int(),
  cleared_rate: z.number(),
  avg_rounds: z.number().nullable(),
  avg_intensity_first: z.number().nullable(),
  avg_intensity_last: z.number().nullable(),
  /** Also: answered check-ins of these sessions, and the share of them at 2 or less. */
  checkins_answered: z.number().int(),
  still_clear: z.number().int(),
  still_clear_rate: z.number().nullable(),
});
export type OutcomeRow = z.infer<typeof OutcomeRowSchema>;
