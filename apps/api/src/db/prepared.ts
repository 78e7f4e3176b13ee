import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

const dialect = new PgDialect();

/** A raw query prepared as above: `name` must be unique to this query text. Answers its rows. */
export function preparedSql<Row>(
  name: string,
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = preparedPerDatabase((db) => db._.session.prepareQuery(built, undefined, name, false));
  return async (db, values) => {
    // Both drivers answer a query without selected fields as `{rows}`.
    const result = (await prepared(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
