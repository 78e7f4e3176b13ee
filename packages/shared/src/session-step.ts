import { z } from 'zod';

export const STEP_TYPES = ['text', 'radio', 'slider', 'image', 'options'] as const;
export const StepTypeSchema = z.enum(STEP_TYPES);
export type StepType = z.infer<typeof StepTypeSchema>;

export const SLIDER_DEFAULTS = { min: 0, max: 10 } as const;

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

/** Titles the session engine keys its rules on (contract section 5). */
export const STEP_TITLES = {
  chooseExperience: 'Choose Experience',
  describeSensations: 'Describe Sensations',
  sensationState: 'Sensation State',
  feelNow: 'Feel Now',
  message: 'Message',
  processAgain: 'Process Again',
} as const;

export const SENSATION_CHOICES = {
  gone: "It's gone",
  unchanged: "It hasn't changed",
  changed: "It's changed",
} as const;
