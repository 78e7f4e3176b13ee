import { z } from 'zod';
import { SafetyAssessmentSchema } from './safety.js';
import { MAX_ANSWER_TEXT } from './constants.js';
import { LangParamSchema } from './languages.js';

const AnswerText = z.string().max(MAX_ANSWER_TEXT, `Use at most ${MAX_ANSWER_TEXT} characters`);
const AnswerNumber = z.number().finite();

/**
 * A string, a number (slider only), or the parts of a step that combines them, in the order
 * choice, text, slider: `[choice, text-or-number]` when radio is combined with text or slider,
 * `[text, number]` for text with a slider, and `[choice, text, number]` when a step has all three.
 */
export const AnswerValueSchema = z.union([
  AnswerText,
  AnswerNumber,
  z.tuple([AnswerText, z.union([AnswerText, AnswerNumber])]),
  z.tuple([AnswerText, AnswerText, AnswerNumber]),
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

export const SessionAnswerSchema = z.object({
  session_step_id: z.string().min(1, 'session_step_id is required'),
  step_unique_id: z.string().max(200).optional(),
  response: AnswerValueSchema,
});
export type SessionAnswer = z.infer<typeof SessionAnswerSchema>;

export const ProblemRequestSchema = z.object({
  responses: z.array(SessionAnswerSchema).min(1, 'Answer at least one step before submitting').max(200),
  /**
   * Made on the device when the session ends, so a submission sent again (kept offline, retried
   * after a lost answer) is stored once: the same patient's same id answers with the first result.
   */
  client_id: z.uuid('client_id must be a UUID').optional(),
  /**
   * The language the steps were shown in (as `?lang=` of the steps), so each answer keeps the
   * step's title as the patient saw it; without it, the patient's language setting.
   */
  lang: LangParamSchema.optional(),
  /**
   * The content version the session's steps came from (their `content_version_id`): recorded
   * with the session, and 400 on this field when no such version exists. Without it, the
   * version live when the session is stored.
   */
  content_version_id: z.uuid('content_version_id must be a UUID').optional(),
});
export type ProblemRequest = z.infer<typeof ProblemRequestSchema>;

export const ProblemCreatedSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  safety: SafetyAssessmentSchema,
});
export type ProblemCreated = z.infer<typeof ProblemCreatedSchema>;
