import { z } from 'zod';
import { DateOnlySchema } from './envelope.js';
import { SENTIMENTS } from './constants.js';

/** An optional `yyyy-MM-dd` query parameter; an empty value (`?from_date=`) means absent. */
const OptionalDate = z.preprocess((v) => (v === '' ? undefined : v), DateOnlySchema.optional());

/** `appType` filter: an app type code such as `web`. */
export const AppTypeCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[a-z0-9_-]+$/i, 'Not a valid app type');

/** GET /api/admin/dashboard query (snake_case dates, as the spec has them). */
export const DashboardQuerySchema = z.object({
  from_date: OptionalDate,
  to_date: OptionalDate,
  appType: z.preprocess((v) => (v === '' ? undefined : v), AppTypeCodeSchema.optional()),
});
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

export const DashboardSummarySchema = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  total_feedbacks: z.number().int(),
  total_problems: z.number().int(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/** The statistics endpoints' query (camelCase dates, the spec's second set). */
export const StatsQuerySchema = z.object({
  fromDate: OptionalDate,
  toDate: OptionalDate,
  appType: z.preprocess((v) => (v === '' ? undefined : v), AppTypeCodeSchema.optional()),
});
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

export const MonthSchema = z.string().regex(/^\d{4}-\d{2}$/);

export const UserActivityPointSchema = z.object({
  month: MonthSchema,
  new_users: z.number().int(),
  active_users: z.number().int(),
});
export type UserActivityPoint = z.infer<typeof UserActivityPointSchema>;

export const ProblemTypeCountSchema = z.object({ experience: z.string(), count: z.number().int() });
export type ProblemTypeCount = z.infer<typeof ProblemTypeCountSchema>;

export const SentimentSchema = z.enum(SENTIMENTS);
export const SentimentCountSchema = z.object({ sentiment: SentimentSchema, count: z.number().int() });
export type SentimentCount = z.infer<typeof SentimentCountSchema>;

export const ProblemTrendPointSchema = z.object({
  month: MonthSchema,
  problems: z.number().int(),
  /** Average intensity before the work, `null` for a month without rated sessions. */
  avg_intensity_first: z.number().nullable(),
  avg_intensity_last: z.number().nullable(),
});
export type ProblemTrendPoint = z.infer<typeof ProblemTrendPointSchema>;

export const AdminFeedbackItemSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  city: z.string(),
  country: z.string(),
  feedback: z.string(),
  created_at: z.string(),
});
export type AdminFeedbackItem = z.infer<typeof AdminFeedbackItemSchema>;

/** Export query: both dates optional, inclusive whole days. */
export const ExportQuerySchema = z.object({
  start_date: OptionalDate,
  end_date: OptionalDate,
});
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

export const VideoItemSchema = z.object({ id: z.string(), name: z.string(), link: z.string() });
export type VideoItem = z.infer<typeof VideoItemSchema>;
export const VideoListSchema = z.object({ items: z.array(VideoItemSchema) });
export type VideoList = z.infer<typeof VideoListSchema>;

export const AppTypeItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** Patients who signed up from this app type. */
  user_count: z.number().int(),
  created_at: z.string(),
});
export type AppTypeItem = z.infer<typeof AppTypeItemSchema>;
export const AppTypeListSchema = z.object({ items: z.array(AppTypeItemSchema) });
