import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@clearwell/shared';
import type { RequestAuth } from '../types.js';

/** How the patient's content reads (`GET /api/session-steps`, `GET /api/experiences`) choose their language, for OpenAPI. */
export const LANG_NOTE =
  '`lang` (en, es or de; a region such as es-MX is read as its language; anything else is 400) chooses the language ' +
  "of the texts; without it, the patient's `language` setting. Each text falls back to English where it has no translation.";

/** The patient's language setting, as the session check read it (plugins/auth.ts). */
export function patientLanguage(auth: RequestAuth): Language {
  return auth.patient?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The language an `Accept-Language` header asks for first, when it is one Clearwell speaks:
 * only the first entry counts (`de-DE,de;q=0.9,en;q=0.8` is German, `fr,de` is none).
 */
export function acceptedLanguage(header: string | string[] | undefined): Language | null {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.split(';')[0];
  return toLanguage(first);
}

/** The language chosen for someone: theirs when known (a setting, a field sent), else what their browser asks for first, else English. */
export function preferredLanguage(
  stored: Language | null | undefined,
  header: string | string[] | undefined,
): Language {
  return stored ?? acceptedLanguage(header) ?? DEFAULT_LANGUAGE;
}
