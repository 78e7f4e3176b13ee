import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/** Rows of a raw query; both drivers answer `{rows}`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
