import type { AdminSessionStep, StepTranslation, StepTranslations } from '@clearwell/shared';

/** The languages a step's texts are translated into; English is the step itself. */
export const TRANSLATED_LANGUAGES = ['es', 'de'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export type { StepTranslation, StepTranslations };

/**
 * A step as the back-office reads it (`GET /api/admin/session-step[/:id]`): its stable `key` and
 * its translations beside the English texts (both optional in the type, so an older answer reads
 * as before).
 */
export type AdminStep = AdminSessionStep;
