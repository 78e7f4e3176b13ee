import { z } from 'zod';
import { STEP_TYPES } from './constants.js';
import { StepTranslationsSchema } from './languages.js';

export const StepTypeSchema = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof StepTypeSchema>;

export const MediaFileSchema = z.object({ file: z.string(), name: z.string() });
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const SessionStepSchema = z.object({
  id: z.string(),
  /**
   * Stable name of the step (docs/api.md, Languages), e.g. `sensation_state`: made once from the English
   * title when the step is created and never changed, so the session rules hold in any language.
   * The server always sends it (its routes answer with SessionStepResponseSchema); optional in
   * this type only so that steps a client builds itself (tests, previews) may leave it out.
   */
  key: z.string().optional(),
  title: z.string(),
  description: z.string(),
  text_content: z.string(),
  type: z.array(StepTypeSchema),
  options: z.object({
    radio_title: z.string(),
    radio_options: z.array(z.string()),
    slider_title: z.string(),
    slider_config: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  media: z.object({
    image: z.array(MediaFileSchema),
    video: MediaFileSchema.nullable(),
    audio: MediaFileSchema.nullable(),
  }),
  order: z.number().int(),
  /**
   * The content version (docs/api.md, Content versions) these steps belong to: the one live when they were read.
   * A client sends it back with the session (`POST /api/problem`), so a session stored later
   * (kept offline, or finished after an admin's edit) is credited to the version it ran on.
   * The patient's steps route always sends it; optional so older clients' steps still fit.
   */
  content_version_id: z.string().optional(),
});
export type SessionStep = z.infer<typeof SessionStepSchema>;

/** A step as the server sends it: with its key. */
export const SessionStepResponseSchema = SessionStepSchema.required({ key: true });
export type SessionStepResponse = z.infer<typeof SessionStepResponseSchema>;

/**
 * A step as the back-office reads it: the English texts in the step's fields, and their
 * translations (always sent by the server, see AdminSessionStepResponseSchema).
 */
export const AdminSessionStepSchema = SessionStepSchema.extend({ translations: StepTranslationsSchema.optional() });
export type AdminSessionStep = z.infer<typeof AdminSessionStepSchema>;

/** An admin's step as the server sends it: with its key and translations. */
export const AdminSessionStepResponseSchema = AdminSessionStepSchema.required({ key: true, translations: true });
export type AdminSessionStepResponse = z.infer<typeof AdminSessionStepResponseSchema>;

export const ExperienceSchema = z.object({ id: z.string(), title: z.string(), icon: z.string() });
export type Experience = z.infer<typeof ExperienceSchema>;
