import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A half-open instant range [from, to); either end may be open. lib/date-range.ts reads one from a query. */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

/** `and`-joined conditions on a table alias's `created_at` (and optionally its app type column). */
export function whereRange(alias: string, range: InstantRange, appTypeColumn?: string, appType?: string): SQL {
  const column = sql.raw(`${alias}.created_at`);
  const parts: SQL[] = [sql`true`];
  if (range.from) parts.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
  if (range.to) parts.push(sql`${column} < ${range.to.toISOString()}::timestamptz`);
  if (appType && appTypeColumn) parts.push(sql`${sql.raw(appTypeColumn)} = ${appType}`);
  return sql.join(parts, sql` and `);
}

/** A timestamp as the wire writes it (ISO 8601, UTC, milliseconds), formatted by the database. */
export const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const isoOrNull = (column: SQL) => sql`case when ${column} is null then null else ${isoOf(column)} end`;

/**
 * The hourly limits' window (sessions, measures): rows whose `created_at` is within the hour
 * before this statement, and over them, the seconds until the oldest is an hour old (at least 1),
 * which a refusal sends as `Retry-After`.
 */
export const withinTheLastHour = (createdAt: SQL | AnyColumn) =>
  sql`${createdAt} > statement_timestamp() - interval '1 hour'`;
export const secondsUntilAnHourOld = (createdAt: SQL | AnyColumn) =>
  sql<number>`greatest(1, ceil(extract(epoch from coalesce(min(${createdAt}), statement_timestamp()) + interval '1 hour' - statement_timestamp())))::int`;
