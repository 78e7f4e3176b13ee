import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { InstantRange } from './date-range.js';

/** Rows of a raw query; both drivers answer `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
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

/** The UTC month of a row, as `yyyy-MM`. */
export const monthOf = (alias: string) => sql.raw(`to_char(${alias}.created_at at time zone 'UTC', 'YYYY-MM')`);
