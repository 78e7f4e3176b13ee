import { z } from 'zod';
import { FEEDBACK_MAX } from './constants.js';

const OptionalName = z.string().trim().max(100, 'Use at most 100 characters').default('');

/** What a patient sends. Only the feedback text is required; an e-mail, when given, must be valid. */
export const FeedbackRequestSchema = z.object({
  first_name: OptionalName,
  last_name: OptionalName,
  email: z
    .string()
    .trim()
    .max(254)
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'Enter a valid e-mail address',
      params: { code: 'invalid_format' },
    }),
  city: OptionalName,
  country: OptionalName,
  feedback: z
    .string()
    .trim()
    .min(1, 'Please provide feedback before submitting')
    .max(FEEDBACK_MAX, `Use at most ${FEEDBACK_MAX} characters`),
});
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;

export const FeedbackCreatedSchema = z.object({ id: z.string(), created_at: z.string() });
