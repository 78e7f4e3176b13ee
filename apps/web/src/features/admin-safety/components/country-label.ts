import { countryOptions } from '../../../components/safety/country-names';
import type { Language } from '../../../lib/i18n';

const namers = new Map<Language, Intl.DisplayNames | null>();

/** A country's name in the language in use (the code itself where the browser has no name for it). */
export function countryNameIn(code: string, language: Language): string {
  if (!namers.has(language))
    namers.set(
      language,
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : null,
    );
  return namers.get(language)?.of(code) ?? code;
}

/** Every country as `{code, name}`, by name in the language in use, for the country chooser. */
export const countryOptionsIn = (language: Language) =>
  // The codes come through the patients' country list, so both screens share one chunk of them.
  countryOptions()
    .map(({ code }) => code)
    .map((code) => ({ code, name: countryNameIn(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
