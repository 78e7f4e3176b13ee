import { z } from 'zod';
import { DEFAULT_COUNTRY, toCountryCode } from './countries.js';
import { SAFETY_REASONS } from './safety-phrases.js';
import { SAFETY_FORM_MESSAGES } from './constants.js';
import { LangParamSchema } from './languages.js';

/** An ISO 3166-1 alpha-2 code in any case; the server stores and answers it in upper case. */
export const CountryCodeSchema = z
  .string()
  .trim()
  .refine((v) => toCountryCode(v) !== null, {
    message: 'Use a two-letter country code, e.g. GB',
    params: { code: 'invalid_value' },
  });

/** `?country=` of the public list: two letters, any case; one with no lines of its own gets the default. */
export const SafetyResourcesQuerySchema = z.object({
  country: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code, e.g. GB')
      .optional(),
  ),
  lang: LangParamSchema.optional().describe(
    'en, es or de: the language of hours and description where the back-office gave them in it. Without it: the ' +
      "first language of Accept-Language when it is one of these; else each line's own.",
  ),
});

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `Use at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A line's hours and description in one of the app's languages; an empty one is not given. */
export const SafetyLineTranslationSchema = z.object({
  hours: optionalText(100).optional(),
  description: optionalText(500).optional(),
});
/** `{en?, es?, de?}`: the texts in the languages patients read the app in, besides the line's own. */
export const SafetyLineTranslationsSchema = z.object({
  en: SafetyLineTranslationSchema.optional(),
  es: SafetyLineTranslationSchema.optional(),
  de: SafetyLineTranslationSchema.optional(),
});
export type SafetyLineTranslations = z.output<typeof SafetyLineTranslationsSchema>;
/** The same as answered (no trimming: what is stored). */
const storedTexts = z
  .object({ hours: z.string().nullable().optional(), description: z.string().nullable().optional() })
  .optional();
const StoredTranslationsSchema = z.object({ en: storedTexts, es: storedTexts, de: storedTexts });

/** One crisis line as patients see it. Every field but the name may be absent (null). */
const SafetyLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  sms: z.string().nullable(),
  url: z.string().nullable(),
  hours: z.string().nullable(),
  description: z.string().nullable(),
  /** The country's emergency number (911, 112, 999), named where the card says to call it in danger. */
  emergency: z.boolean(),
});

export const SafetyResourceSchema = SafetyLineSchema.extend({
  /**
   * The language `hours` and `description` are in as sent (ISO 639-1): the one asked for where the
   * back-office gave one, else the line's own, which the app then marks. Null when the text is.
   */
  hours_language: z.string().nullable(),
  description_language: z.string().nullable(),
});
export type SafetyResource = z.infer<typeof SafetyResourceSchema>;

export const SafetyResourcesSchema = z.object({
  /** The country whose lines these are, or `*` for the default list. */
  country: z.string(),
  /** The phone of the first of these lines marked as the emergency number; null when none is. */
  emergency_number: z.string().nullable(),
  resources: z.array(SafetyResourceSchema),
});
export type SafetyResources = z.infer<typeof SafetyResourcesSchema>;

/**
 * A line as the back-office sees it: its country (`*` for the default) and 1-based place in that
 * country's list, its texts as written, their language and their translations.
 */
export const AdminSafetyResourceSchema = SafetyLineSchema.extend({
  country: z.string(),
  order: z.number().int(),
  updated_at: z.string(),
  language: z.string(),
  translations: StoredTranslationsSchema,
});
export type AdminSafetyResource = z.infer<typeof AdminSafetyResourceSchema>;

const phoneText = optionalText(40).refine((v) => v === null || /^\+?[\d\s\-().]+$/.test(v), {
  message: SAFETY_FORM_MESSAGES.phone,
  params: { code: 'invalid_format' },
});

/** https only: a crisis page must not be swapped on the way, and no other scheme (javascript:, http:) is offered. */
export const HttpsUrlSchema = optionalText(500).refine(
  (v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
    } catch {
      return false;
    }
  },
  { message: SAFETY_FORM_MESSAGES.url, params: { code: 'invalid_format' } },
);

export const SafetyResourceFieldsSchema = z.object({
  country: z
    .string(SAFETY_FORM_MESSAGES.country)
    .trim()
    .refine((v) => v === DEFAULT_COUNTRY || toCountryCode(v) !== null, {
      message: SAFETY_FORM_MESSAGES.country,
      params: { code: 'invalid_value' },
    }),
  name: z
    .string(SAFETY_FORM_MESSAGES.name)
    .trim()
    .min(1, SAFETY_FORM_MESSAGES.name)
    .max(100, 'Use at most 100 characters'),
  phone: phoneText,
  sms: phoneText,
  url: HttpsUrlSchema,
  hours: optionalText(100),
  description: optionalText(500),
  /** The language hours and description are written in, two letters (ISO 639-1); absent on adding: `en`. */
  language: z
    .string(SAFETY_FORM_MESSAGES.language)
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, SAFETY_FORM_MESSAGES.language)
    .optional(),
  translations: SafetyLineTranslationsSchema.optional(),
  /** The country's emergency number; absent on adding: false. */
  emergency: z.boolean('emergency must be true or false').optional(),
  /** 1-based place in its country's list, clamped; absent: last. */
  order: z.number('order must be a whole number').int('order must be a whole number').optional(),
});

/** `POST /api/admin/safety-resources`: country and name required; empty optional fields are stored as null. */
export const CreateSafetyResourceSchema = SafetyResourceFieldsSchema;
export type CreateSafetyResource = z.input<typeof CreateSafetyResourceSchema>;

/** `PUT /api/admin/safety-resources/:id`: every field optional; an omitted one keeps its value. */
export const UpdateSafetyResourceSchema = SafetyResourceFieldsSchema.partial();
export type UpdateSafetyResource = z.input<typeof UpdateSafetyResourceSchema>;

export const SafetyResourceIdParamsSchema = z.object({ id: z.string().min(1) });

/** What `POST /api/problem` says about the session it stored. */
export const SafetyAssessmentSchema = z.object({
  concern: z.boolean(),
  reasons: z.array(z.enum(SAFETY_REASONS)),
});
export type SafetyAssessment = z.infer<typeof SafetyAssessmentSchema>;

export const SafetyConcernPointSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  sessions_with_concern: z.number().int(),
});
export type SafetyConcernPoint = z.infer<typeof SafetyConcernPointSchema>;
