import { COUNTRY_CODES } from '@clearwell/shared/countries';
import { language } from '../../lib/i18n/language';

const namers = new Map<string, Intl.DisplayNames | null>();
const namer = (lang: string) => {
  if (!namers.has(lang))
    namers.set(
      lang,
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([lang], { type: 'region' }) : null,
    );
  return namers.get(lang)!;
};

/** A country's name in the language in use, or the one given (the code itself where the browser has no name for it). */
export const countryName = (code: string, lang: string = language.get()) => namer(lang)?.of(code) ?? code;

/** Every country as `{code, name}`, by name in that language, for the country choosers. */
export const countryOptions = (lang: string = language.get()) =>
  COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
