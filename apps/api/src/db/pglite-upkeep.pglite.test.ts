import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, type Database } from './client.js';
import { startPgliteUpkeep, upkeepRound } from './pglite-upkeep.js';
import { queryRows } from './query-rows.js';

/** A PGlite database keeps planner statistics that match its tables, and its dead rows reclaimed. */
let database: Database;

beforeAll(async () => {
  database = fromPglite(await PGlite.create());
  await database.db.execute(sql`create table busy (id int primary key, v int not null)`);
  await database.db.execute(sql`create table quiet (id int primary key)`);
  await database.db.execute(sql`insert into quiet select g from generate_series(1, 10) g`);
});
afterAll(() => database.close());

interface TableState {
  rows: number;
  dead: number;
  vacuumed: boolean;
  analyzed: boolean;
}
/** The counters reach pg_stat_user_tables at the end of a transaction, at most once a second unless asked. */
async function flushCounters() {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  await database.db.execute(sql`select 1`);
}
async function state(table: string): Promise<TableState> {
  await flushCounters();
  const [row] = await queryRows<TableState>(
    database.db,
    sql`select c.reltuples::int as rows, s.n_dead_tup::int as dead,
               s.last_vacuum is not null as vacuumed, s.last_analyze is not null as analyzed
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`,
  );
  return row!;
}

describe('PGlite upkeep', () => {
  it('vacuums and analyzes a table that changed past autovacuum’s thresholds, and leaves the others', async () => {
    await database.db.execute(sql`analyze`);
    await database.db.execute(sql`insert into busy select g, g from generate_series(1, 3000) g`);
    await database.db.execute(sql`update busy set v = v + 1 where id <= 1000`);
    expect(await state('busy')).toMatchObject({ rows: 0, dead: 1000 });

    expect(await upkeepRound(database)).toEqual([{ table: 'public.busy', vacuum: true }]);

    expect(await state('busy')).toEqual({ rows: 3000, dead: 0, vacuumed: true, analyzed: true });
    expect(await state('quiet')).toMatchObject({ rows: 10, vacuumed: false });
    expect(await upkeepRound(database)).toEqual([]);
  });

  it('analyzes without vacuuming when rows changed but few died', async () => {
    await database.db.execute(sql`update busy set v = v + 1 where id <= 400`);
    await database.db.execute(sql`delete from busy where id > 2900`);
    // 500 changes of 3,000 rows: over 50 + 10 % for an analyze, under 50 + 20 % dead for a vacuum.
    await flushCounters();
    expect(await upkeepRound(database)).toEqual([{ table: 'public.busy', vacuum: false }]);
    expect(await state('busy')).toMatchObject({ rows: 2900 });
  });

  it('analyzes everything when it starts, then keeps rounds going until stopped', async () => {
    await database.db.execute(sql`insert into quiet select g from generate_series(11, 500) g`);
    expect((await state('quiet')).rows).toBe(10);

    const upkeep = await startPgliteUpkeep(database, console as never, 20);
    expect((await state('quiet')).rows).toBe(500);

    await database.db.execute(sql`delete from quiet where id > 100`);
    await flushCounters();
    await expect.poll(async () => (await state('quiet')).rows, { timeout: 5000 }).toBe(100);
    await upkeep.stop();
  });
});
