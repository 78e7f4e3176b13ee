import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { queryRows } from './query-rows.js';
import { whereRange, type InstantRange } from './sql-helpers.js';

/**
 * Small enough that a batch is written out before the next young-generation collection: rows
 * that outlive two of them are promoted to V8's old space, where they stay as garbage until a
 * full collection, and with 1000 rows (plus the compressor input they queue) a large export
 * grew the heap by tens of MB. Keyset queries are cheap, so the extra round trips cost little.
 */
export const BATCH_SIZE = 250;

/**
 * Rows of one table in creation order, `BATCH_SIZE` at a time, by keyset on (created_at, id):
 * each batch is a fresh indexed query, so memory stays flat however many rows there are.
 * The cursor keeps created_at as database text so no microseconds are lost in a JS Date.
 * The next batch is asked for before this one is handed over, so the database finds it while
 * the caller writes this one (at most two batches are held at once).
 */
export async function* keysetBatches<T extends { id: string; cursor_at: string }>(
  db: Db,
  query: { columns: SQL; from: SQL; alias: string; range: InstantRange; where?: SQL },
): AsyncGenerator<T[]> {
  const { columns, from, alias, range, where = sql`true` } = query;
  const createdAt = sql.raw(`${alias}.created_at`);
  const idColumn = sql.raw(`${alias}.id`);
  const batchAfter = (after?: { cursor_at: string; id: string }) => {
    const keyset = after
      ? sql`(${createdAt}, ${idColumn}) > (${after.cursor_at}::timestamptz, ${after.id}::uuid)`
      : sql`true`;
    const batch = queryRows<T>(
      db,
      sql`
      select ${columns}, ${idColumn} as id, ${createdAt}::text as cursor_at
      from ${from}
      where ${whereRange(alias, range)} and ${where} and ${keyset}
      order by ${createdAt}, ${idColumn}
      limit ${BATCH_SIZE}`,
    );
    // A batch asked for ahead may fail while the caller is still writing the previous one, or
    // never be awaited if the caller stops: its failure is still thrown where it is awaited, but
    // must not end the process as an unhandled rejection meanwhile.
    batch.catch(() => undefined);
    return batch;
  };
  let next: Promise<T[]> | undefined = batchAfter();
  while (next) {
    const rows: T[] = await next;
    next = rows.length === BATCH_SIZE ? batchAfter(rows[rows.length - 1]) : undefined;
    if (rows.length > 0) yield rows;
  }
}

/** Database booleans and timestamps arrive as native values or text depending on the driver. */
export const asDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
export const asBool = (v: unknown): boolean => v === true || v === 't' || v === 'true';
