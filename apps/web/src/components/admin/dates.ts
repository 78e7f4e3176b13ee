/** `yyyy-MM-dd` of a calendar day as the admin sees it (local time), the wire's date-only format. */
export function toYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `MM/dd/yyyy`, the format the pickers show and accept. */
export function toMdy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}

/** Today at local midnight. */
export function today(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Parses typed `MM/dd/yyyy` text; null for anything that is not a real calendar date. */
export function parseTypedDate(text: string): Date | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
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
}

/** Both days, nothing typed. */
export const rangeOf = (start: Date | null, end: Date | null): DateRange => ({ start, end });

const withoutTyped = (typed: DateRange['typed'], which: RangeEnd) => {
  const { [which]: _dropped, ...rest } = typed ?? {};
  return Object.keys(rest).length ? rest : undefined;
};

/** The admin typed into one field: its day is what the text says, or none while it says no day. */
export function typeInto(range: DateRange, which: RangeEnd, text: string): DateRange {
  const date = text.trim() === '' ? null : parseTypedDate(text);
  return { ...range, [which]: date, typed: { ...range.typed, [which]: text } };
}

/** A day picked on the calendar (or the field emptied): what was typed there is replaced. */
export function pickDay(range: DateRange, which: RangeEnd, date: Date | null): DateRange {
  return { ...range, [which]: date, typed: withoutTyped(range.typed, which) };
}

/** Leaving a field: text that is a day (or nothing) is shown in the usual format; other text stays. */
export function settle(range: DateRange, which: RangeEnd): DateRange {
  const text = range.typed?.[which];
  if (text === undefined || !typedIsBad(text)) return { ...range, typed: withoutTyped(range.typed, which) };
  return range;
}

const typedIsBad = (text: string | undefined) =>
  text !== undefined && text.trim() !== '' && parseTypedDate(text) === null;

/**
 * Which fields are not valid: text that is not a date, or an end before the start (both
 * fields, since moving either one mends it).
 */
export function invalidEnds(range: DateRange): Record<RangeEnd, boolean> {
  const inverted = Boolean(range.start && range.end && toYmd(range.end) < toYmd(range.start));
  return { start: inverted || typedIsBad(range.typed?.start), end: inverted || typedIsBad(range.typed?.end) };
}

/** A range that may be sent: every field empty or a day, and the end not before the start. */
export function isRangeValid(range: DateRange): boolean {
  const bad = invalidEnds(range);
  return !bad.start && !bad.end;
}
