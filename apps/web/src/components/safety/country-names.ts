import { COUNTRY_CODES } from '@clearwell/shared/countries';

const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** A country's name in English (the code itself where the browser has no name for it). */
export const countryName = (code: string) => names?.of(code) ?? code;

/** Every country as `{code, name}`, by name, for the country choosers. */
export const countryOptions = () =>
  COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name));
