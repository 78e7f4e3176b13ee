import type { InstantRange } from '../db/sql-helpers.js';
import { validationError } from './app-error.js';

export type { InstantRange };

const DAY_MS = 86_400_000;
const startOfDay = (ymd: string) => new Date(`${ymd}T00:00:00.000Z`);
const LAST_DAY = '9999-12-31';

/**
 * `yyyy-MM-dd` bounds, both inclusive, as instants covering whole UTC days: the end becomes the start of the next
 * day so every moment of the last day counts. An end before the start is a 400 on `endField`.
 */
export function inclusiveDays(start: string | undefined, end: string | undefined, endField: string): InstantRange {
  if (start && end && end < start)
    throw validationError(endField, 'invalid_range', 'The end date may not be before the start date');
  return {
    from: start ? startOfDay(start) : undefined,
    // The day after 9999-12-31 has a five-digit year, which no date column reads: nothing is
    // stored after it, so such a range is simply open at its end.
    to: end && end < LAST_DAY ? new Date(startOfDay(end).getTime() + DAY_MS) : undefined,
  };
}

/** `yyyy-MM` of the first day of a month, in UTC. */
export const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/**
 * The months a monthly statistic covers: those the range touches, or the current month and
 * the five before it when the range has no start (the "6 months back" default).
 */
export function monthsOf(
  range: InstantRange,
  now = new Date(),
): { firstMonth: Date; lastMonth: Date; from: Date; to: Date } {
  const end = range.to ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const lastInstant = new Date(end.getTime() - 1);
  const lastMonth = new Date(Date.UTC(lastInstant.getUTCFullYear(), lastInstant.getUTCMonth(), 1));
  const firstMonth = range.from
    ? new Date(Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), 1))
    : new Date(Date.UTC(lastMonth.getUTCFullYear(), lastMonth.getUTCMonth() - 5, 1));
  return { firstMonth, lastMonth, from: range.from ?? firstMonth, to: end };
}

/** Every `yyyy-MM` from the first month to the last, inclusive. */
export function monthKeys(firstMonth: Date, lastMonth: Date): string[] {
  const keys: string[] = [];
  for (
    let d = new Date(firstMonth);
    d <= lastMonth;
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
  ) {
    keys.push(monthKey(d));
  }
  return keys;
}
