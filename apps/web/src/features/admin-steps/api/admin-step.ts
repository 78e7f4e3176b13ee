import type { SessionStep } from '@clearwell/shared';

/** The languages a step's texts are translated into; English is the step itself. */
export const TRANSLATED_LANGUAGES = ['es', 'de'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A step's texts in one other language; a field left out is shown to patients in English. */
export interface StepTranslation {
  title?: string;
  description?: string;
  text_content?: string;
  radio_title?: string;
  /** One per English option, in the same order. */
  radio_options?: string[];
  slider_title?: string;
}
export type StepTranslations = Partial<Record<TranslatedLanguage, StepTranslation>>;

/**
 * A step as the back-office reads it (`GET /api/admin/session-step[/:id]`): its stable `key` and
 * its translations beside the English texts. Both optional, so a server that does not send them
 * yet is read as before.
 */
export type AdminStep = SessionStep & { key?: string; translations?: StepTranslations };
