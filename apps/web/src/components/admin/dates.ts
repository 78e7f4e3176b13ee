import type { Language } from '../../lib/i18n';

/** `yyyy-MM-dd` of a calendar day as the admin sees it (local time), the wire's date-only format. */
export function toYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * How a day is typed in each language: month first in English (MM/dd/yyyy, the product's
 * format), day first in Spanish (dd/MM/yyyy) and German (dd.MM.yyyy), as people there write it.
 */
export const DATE_PATTERNS: Record<Language, { pattern: string; separator: string; dayFirst: boolean }> = {
  en: { pattern: 'MM/dd/yyyy', separator: '/', dayFirst: false },
  es: { pattern: 'dd/MM/yyyy', separator: '/', dayFirst: true },
  de: { pattern: 'dd.MM.yyyy', separator: '.', dayFirst: true },
};

/** A day written the way the pickers show and accept it in `language` (English: `MM/dd/yyyy`). */
export function formatTypedDate(date: Date, language: Language = 'en'): string {
  const { separator, dayFirst } = DATE_PATTERNS[language];
  const pad = (n: number) => String(n).padStart(2, '0');
  const [day, month] = [pad(date.getDate()), pad(date.getMonth() + 1)];
  return [dayFirst ? day : month, dayFirst ? month : day, date.getFullYear()].join(separator);
}

/** Today at local midnight. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parses typed text in the language's format; null for anything that is not a real calendar date. */
export function parseTypedDate(text: string, language: Language = 'en'): Date | null {
  const { separator, dayFirst } = DATE_PATTERNS[language];
  const sep = escape(separator);
  const match = new RegExp(`^\\s*(\\d{1,2})${sep}(\\d{1,2})${sep}(\\d{4})\\s*$`).exec(text);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [month, day] = dayFirst ? [second, first] : [first, second];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export type RangeEnd = 'start' | 'end';

export interface DateRange {
  start: Date | null;
  end: Date | null;
  /**
   * Text typed into a field and not yet settled. Kept so that text which is not a date stays on
   * screen, marked not valid, instead of quietly becoming "no date".
   */
  typed?: Partial<Record<RangeEnd, string>>;
  /** The language the typed text was written in (English when absent). */
  language?: Language;
}

/** Both days, nothing typed. */
export const rangeOf = (start: Date | null, end: Date | null): DateRange => ({ start, end });

const withoutTyped = (typed: DateRange['typed'], which: RangeEnd) => {
  const { [which]: _dropped, ...rest } = typed ?? {};
  return Object.keys(rest).length ? rest : undefined;
};

/** Drops the bookkeeping of typed text once nothing typed is left. */
const tidy = (range: DateRange): DateRange => {
  if (range.typed) return range;
  const { typed: _typed, language: _language, ...rest } = range;
  return rest;
};

/** The admin typed into one field: its day is what the text says, or none while it says no day. */
export function typeInto(range: DateRange, which: RangeEnd, text: string, language: Language = 'en'): DateRange {
  const date = text.trim() === '' ? null : parseTypedDate(text, language);
  const typed = { ...range.typed, [which]: text };
  return language === 'en' ? { ...range, [which]: date, typed } : { ...range, [which]: date, typed, language };
}

/** A day picked on the calendar (or the field emptied): what was typed there is replaced. */
export function pickDay(range: DateRange, which: RangeEnd, date: Date | null): DateRange {
  return tidy({ ...range, [which]: date, typed: withoutTyped(range.typed, which) });
}

/** Leaving a field: text that is a day (or nothing) is shown in the usual format; other text stays. */
export function settle(range: DateRange, which: RangeEnd): DateRange {
  const text = range.typed?.[which];
  if (text === undefined || !typedIsBad(text, range.language))
    return tidy({ ...range, typed: withoutTyped(range.typed, which) });
  return range;
}

const typedIsBad = (text: string | undefined, language: Language = 'en') =>
  text !== undefined && text.trim() !== '' && parseTypedDate(text, language) === null;

/**
 * Which fields are not valid: text that is not a date, or an end before the start (both
 * fields, since moving either one mends it).
 */
export function invalidEnds(range: DateRange): Record<RangeEnd, boolean> {
  const inverted = Boolean(range.start && range.end && toYmd(range.end) < toYmd(range.start));
  return {
    start: inverted || typedIsBad(range.typed?.start, range.language),
    end: inverted || typedIsBad(range.typed?.end, range.language),
  };
}

/** A range that may be sent: every field empty or a day, and the end not before the start. */
export function isRangeValid(range: DateRange): boolean {
  const bad = invalidEnds(range);
  return !bad.start && !bad.end;
}
