import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Queries asked on (nearly) every patient request are prepared once per database: Drizzle builds
 * their SQL once instead of on each call, and PostgreSQL parses and plans each once per
 * connection (a named statement). Values go in through `sql.placeholder(name)`.
 * Why: docs/decisions/019-prepared-hot-queries.md.
 */
export function preparedPerDatabase<Q>(prepare: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = prepare(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}

/**
 * A query Drizzle's builder cannot say, prepared as above: `name` must be unique to this query
 * text. Answers its rows with the `columns` named (those the query selects or returns).
 *
 * Drizzle prepares only what its builder built, so the query is read as a common table
 * expression: `with answer as (<query>) select <columns> from answer`. PostgreSQL folds a plain
 * select into the outer query, planning it as the query itself; one that locks rows, or a write
 * (`insert … returning`, allowed in a top-level WITH only), runs as its own step, its rows read
 * once. Either way the rows are the query's own.
 */
export function preparedSql<Row extends object>(
  name: string,
  columns: readonly (keyof Row & string)[],
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const selection = Object.fromEntries(columns.map((column) => [column, sql`${sql.identifier(column)}`.as(column)]));
  const prepared = preparedPerDatabase((db) => {
    const answer = db.$with('answer', selection).as(query);
    return db.with(answer).select().from(answer).prepare(name);
  });
  return async (db, values) => (await prepared(db).execute(values)) as Row[];
}
