import { sql, type SQL } from 'drizzle-orm';
import type { DayBounds, InstantRange } from './date-range.js';

export { queryRows } from '../../db/query-rows.js';

/** `and`-joined conditions on a table alias's `created_at` (and optionally its app type column). */
export function whereRange(alias: string, range: InstantRange, appTypeColumn?: string, appType?: string): SQL {
  const column = sql.raw(`${alias}.created_at`);
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) parts.push(sql`${column} < ${range.to.toISOString()}::timestamptz`);
  if (appType && appTypeColumn) parts.push(sql`${sql.raw(appTypeColumn)} = ${appType}`);
  return sql.join(parts, sql` and `);
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
