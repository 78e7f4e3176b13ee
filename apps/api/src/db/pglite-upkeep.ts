import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.js';
import { queryRows } from './query-rows.js';

/*
 * On a PostgreSQL server, autovacuum keeps the planner's statistics current and reclaims dead
 * rows. PGlite runs no such background worker, so a server on PGlite does that work itself:
 * without it the planner keeps whatever statistics the tables had when they were small, and
 * chooses plans to match (at 50 journeys/s on the benchmark's data, a submission took 1.9 ms of
 * the event loop instead of 0.5, and sign-ins missed their budget). Why and the figures:
 * docs/decisions/021-pglite-upkeep.md.
 */

/** How often the tables' change counters are read: autovacuum's own default nap. */
export const UPKEEP_EVERY_MS = 60_000;

/**
 * The tables that changed enough since their last VACUUM or ANALYZE, by autovacuum's default
 * thresholds: dead rows over 50 + 20 % of the table, rows inserted since the last vacuum over
 * 1,000 + 20 % (so that a table only ever inserted into is vacuumed too), rows changed since
 * the last analyze over 50 + 10 %. A table never counted (`reltuples` -1) counts as empty.
 */
const DUE = sql`
  select "table", vacuum_due as vacuum from (
    select format('%I.%I', s.schemaname, s.relname) as "table",
           s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
             or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum_due,
           s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze_due
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  ) tables
  where vacuum_due or analyze_due
  order by 1`;

/** One round: vacuums (and analyzes) or analyzes each table that is due. Returns what it did. */
export async function upkeepRound(database: Database): Promise<{ table: string; vacuum: boolean }[]> {
  const due = await queryRows<{ table: string; vacuum: boolean }>(database.db, DUE);
  for (const { table, vacuum } of due)
    await database.db.execute(sql.raw(vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`));
  return due;
}

/**
 * Starts the upkeep of a PGlite database: an ANALYZE of every table first (PGlite's change
 * counters start at zero with each start, so they cannot tell what changed before it), then a
 * round every minute. `stop` waits for a round under way, so the database can then close.
 */
export async function startPgliteUpkeep(database: Database, log: FastifyBaseLogger, everyMs = UPKEEP_EVERY_MS) {
  await database.db.execute(sql`analyze`);
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A round longer than the interval (a vacuum of a large table) is not joined by another.
    running ??= upkeepRound(database)
      .catch((err: unknown) => log.error({ err }, 'database upkeep failed'))
      .finally(() => (running = undefined));
  }, everyMs);
  // The timer alone must not keep the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
