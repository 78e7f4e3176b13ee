import { z } from 'zod';
import { LANGUAGES, toLanguage, type Language } from './constants.js';

/** The languages a text may be translated into: every language but English, the fallback. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

const LANGUAGE_MESSAGE = `Use one of ${LANGUAGES.join(', ')}`;

/** A stored language setting: exactly `en`, `es` or `de`. */
export const LanguageSchema = z.enum(LANGUAGES, LANGUAGE_MESSAGE);

/** A language asked for: `es`, `es-MX` or `ES` all mean `es` (toLanguage); anything else is refused. */
export const LangParamSchema = z.string().transform((value, ctx): Language => {
  const language = toLanguage(value);
  if (language) return language;
  ctx.addIssue({ code: 'custom', message: LANGUAGE_MESSAGE });
  return z.NEVER;
});

/** `?lang=` of the patient's content reads; without it the patient's own setting applies. */
export const LangQuerySchema = z.object({
  lang: LangParamSchema.optional().describe(
    "en, es or de (es-MX and ES read as es); anything else is 400. Without it: the patient's language setting.",
  ),
});

/** A step's texts in one other language; a field left out is shown in English. */
export const StepTranslationSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  text_content: z.string().optional(),
  radio_title: z.string().optional(),
  /** Taken only whole and only when it has as many choices as the English list. */
  radio_options: z.array(z.string()).optional(),
  slider_title: z.string().optional(),
});
export type StepTranslation = z.infer<typeof StepTranslationSchema>;

/** The text fields of a step a translation may carry, besides `radio_options`. */
export const STEP_TRANSLATED_TEXTS = ['title', 'description', 'text_content', 'radio_title', 'slider_title'] as const;

export const StepTranslationsSchema = z.object({
  es: StepTranslationSchema.optional(),
  de: StepTranslationSchema.optional(),
});
export type StepTranslations = z.infer<typeof StepTranslationsSchema>;

export const ExperienceTranslationsSchema = z.object({
  es: z.object({ title: z.string().optional() }).optional(),
  de: z.object({ title: z.string().optional() }).optional(),
});
export type ExperienceTranslations = z.infer<typeof ExperienceTranslationsSchema>;

/** The texts of a step in English, as the step record holds them. */
export interface StepTexts {
  title: string;
  description: string;
  text_content: string;
  radio_title: string;
  radio_options: string[];
  slider_title: string;
}

/**
 * A step's texts in `language`: each text field is the translation where there is one (not
 * empty), else the English field; the choices are the translated list only when it has as many
 * choices as the English one (a choice's place is what a translation keeps), else the English list.
 */
export function textsIn(english: StepTexts, translations: StepTranslations, language: Language): StepTexts {
  const t = language === 'en' ? undefined : translations[language];
  if (!t) return english;
  const pick = (field: (typeof STEP_TRANSLATED_TEXTS)[number]) => (t[field]?.trim() ? t[field] : english[field]);
  const options = t.radio_options;
  return {
    title: pick('title'),
    description: pick('description'),
    text_content: pick('text_content'),
    radio_title: pick('radio_title'),
    radio_options:
      options && options.length === english.radio_options.length && options.every((o) => o.trim())
        ? options
        : english.radio_options,
    slider_title: pick('slider_title'),
  };
}

/** A title (an experience's, a step's) in `language`: its translation where there is one, else the English one. */
export function titleIn(
  title: string,
  translations: Partial<Record<TranslatedLanguage, { title?: string }>>,
  language: Language,
): string {
  const translated = language === 'en' ? undefined : translations[language]?.title;
  return translated?.trim() ? translated : title;
}
