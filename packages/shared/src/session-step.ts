import { z } from 'zod';
import { STEP_TYPES } from './constants.js';

export const StepTypeSchema = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof StepTypeSchema>;

export const MediaFileSchema = z.object({ file: z.string(), name: z.string() });
export type MediaFile = z.infer<typeof MediaFileSchema>;

export const SessionStepSchema = z.object({
  id: z.string(),
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

export const ExperienceSchema = z.object({ id: z.string(), title: z.string(), icon: z.string() });
export type Experience = z.infer<typeof ExperienceSchema>;
