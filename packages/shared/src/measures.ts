import { z } from 'zod';
import { StatsQuerySchema } from './admin-insights.js';
import { ITEM_MAX, ITEM_MIN, MEASURE_KEYS } from './measures-scoring.js';
import { SafetyAssessmentSchema } from './safety.js';

/** The wire format of the measures (docs/api.md, Measures); scoring lives in measures-scoring.ts. */

export const MeasureKeySchema = z.enum(MEASURE_KEYS);
export const MeasureBandSchema = z.enum(['minimal', 'mild', 'moderate', 'moderately_severe', 'severe']);

const TakenSchema = z.object({ score: z.number().int(), band: MeasureBandSchema, taken_at: z.string() });

/** One questionnaire as `GET /api/measures` offers it, in the patient's language. */
export const MeasureSchema = z.object({
  key: MeasureKeySchema,
  title: z.string(),
  instructions: z.string(),
  items: z.array(z.object({ number: z.number().int(), text: z.string() })),
  choices: z.array(z.object({ value: z.number().int(), label: z.string() })),
  /** The authors' credit line, shown with the questionnaire. */
  credit: z.string(),
  due: z.boolean(),
  /** When it is next due; null when it is due now. */
  due_at: z.string().nullable(),
  last: TakenSchema.nullable(),
});
export type Measure = z.infer<typeof MeasureSchema>;

export const MeasureAnswersSchema = z.object({
  answers: z.array(
    z
      .number('Answer each question with 0, 1, 2 or 3')
      .int('Answer each question with 0, 1, 2 or 3')
      .min(ITEM_MIN, 'Answer each question with 0, 1, 2 or 3')
      .max(ITEM_MAX, 'Answer each question with 0, 1, 2 or 3'),
    'Send one answer per question',
  ),
  /** A UUID made on the device: the same measure sent again is stored once. */
  client_id: z.uuid('Use a UUID made on the device').optional(),
});
export type MeasureAnswers = z.infer<typeof MeasureAnswersSchema>;

export const MeasureChangeSchema = z.object({
  from_score: z.number().int(),
  reliable: z.enum(['improved', 'deteriorated', 'unchanged']),
  recovered: z.boolean(),
});

/** `POST /api/measures/:key`'s answer. */
export const MeasureResultSchema = TakenSchema.extend({
  id: z.string(),
  key: MeasureKeySchema,
  /** Null for the patient's first score of this measure; else against that first score. */
  change: MeasureChangeSchema.nullable(),
  safety: SafetyAssessmentSchema,
});
export type MeasureResult = z.infer<typeof MeasureResultSchema>;

export const MeasureHistoryItemSchema = TakenSchema.extend({ id: z.string(), key: MeasureKeySchema });
export type MeasureHistoryItem = z.infer<typeof MeasureHistoryItemSchema>;

export const MeasureStatsQuerySchema = StatsQuerySchema.pick({ fromDate: true, toDate: true }).extend({
  key: MeasureKeySchema.default('phq9'),
});

/** A count that would describe fewer than ten people is null, and so is a rate built on one. */
const Suppressed = z.number().int().nullable();
export const MeasureStatsSchema = z.object({
  key: MeasureKeySchema,
  patients: Suppressed,
  with_two_or_more: Suppressed,
  at_caseness: Suppressed,
  reliable_improvement: Suppressed,
  reliable_deterioration: Suppressed,
  recovered: Suppressed,
  by_version: z.array(
    z.object({
      version: z.number().int(),
      patients: Suppressed,
      reliable_improvement_rate: z.number().nullable(),
      recovery_rate: z.number().nullable(),
    }),
  ),
});
export type MeasureStats = z.infer<typeof MeasureStatsSchema>;

/** Figures about fewer people than this are not shown. */
export const SMALLEST_GROUP = 10;
