import { sql, type SQL } from 'drizzle-orm';
import type { InstantRange } from '../../lib/date-range.js';

const DAY_MS = 86_400_000;

/** A range as UTC days, `yyyy-MM-dd`: `from` included, `to` excluded; either may be open. */
export interface DayBounds {
  from?: string;
  to?: string;
}

/**
 * The days of a range whose ends are UTC midnights, as every range from `inclusiveDays` and
 * `monthsOf` is. The statistics count whole days, so any other instant is a programming error.
 */
export function dayBounds(range: InstantRange): DayBounds {
  const day = (d: Date | undefined) => {
    if (!d) return undefined;
    if (d.getTime() % DAY_MS !== 0)
      throw new Error(`statistics ranges start and end at UTC midnight, not ${d.toISOString()}`);
    return d.toISOString().slice(0, 10);
  };
  return { from: day(range.from), to: day(range.to) };
}

/** `and`-joined conditions on a rollup alias's `day` (and optionally its `app_type`). */
export function whereDays(alias: string, days: DayBounds, appType?: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const parts: SQL[] = [sql`true`];
  if (days.from) parts.push(sql`${column('day')} >= ${days.from}::date`);
  if (days.to) parts.push(sql`${column('day')} < ${days.to}::date`);
  if (appType) parts.push(sql`${column('app_type')} = ${appType}`);
  return sql.join(parts, sql` and `);
}

/** The month of a rollup row's day, as `yyyy-MM`. */
export const monthOfDay = (alias: string) => sql.raw(`to_char(${alias}.day::timestamp, 'YYYY-MM')`);
