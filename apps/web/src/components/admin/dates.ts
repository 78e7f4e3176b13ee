/** `yyyy-MM-dd` of a calendar day as the admin sees it (local time), the wire's date-only format. */
export function toYmd(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/**
 * Applies a change to one end of a range so the end is never before the start: moving one
 * past the other brings the other along.
 */
export function changeRange(range: DateRange, which: 'start' | 'end', value: Date | null): DateRange {
  if (which === 'start') {
    return { start: value, end: value && range.end && range.end < value ? value : range.end };
  }
  return { start: value && range.start && range.start > value ? value : range.start, end: value };
}
