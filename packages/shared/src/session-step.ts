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
   * Stable name of the step (contract 6.5), e.g. `sensation_state`: made once from the English
   * title when the step is created and never changed, so the session rules hold in any language.
   */
  key: z.string(),
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
});
export type SessionStep = z.infer<typeof SessionStepSchema>;

/** A step as the back-office reads it: the English texts in the step's fields, and their translations. */
export const AdminSessionStepSchema = SessionStepSchema.extend({ translations: StepTranslationsSchema });
export type AdminSessionStep = z.infer<typeof AdminSessionStepSchema>;

export const ExperienceSchema = z.object({ id: z.string(), title: z.string(), icon: z.string() });
export type Experience = z.infer<typeof ExperienceSchema>;
