import { PGlite } from '@electric-sql/pglite';
import { asc, sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, date, integer, PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../../test/database.js';
import type { Database, Db } from './client.js';
import { fromPglite } from './client.js';
import { jsonb } from './jsonb.js';
import { PgliteClient } from './pglite-client.js';

/**
 * The server's own database client answers exactly as the reference does: on PGlite, our
 * `PgliteClient` against PGlite's own `query()`; on PostgreSQL, `pg` against PGlite's own
 * `query()`, both through Drizzle as the server reads them. One command checks an upgrade of
 * PGlite, Drizzle or pg: every column type the schema uses, nulls, arrays, jsonb, timestamps,
 * a statement failing inside a transaction, and the statement cache's eviction.
 */
const ddl = `
  create table conformance (
    id uuid primary key,
    body text,
    n integer,
    big bigint,
    flag boolean,
    at timestamp with time zone,
    day date,
    doc jsonb,
    tags text[],
    scores integer[]
  )`;
const rows = [
  [
    '00000000-0000-4000-8000-000000000001',
    'calm',
    7,
    '9007199254740991',
    true,
    '2026-11-28T09:00:00.123456Z',
    '2026-02-28',
    '{"mood":7,"words":["ok","é"],"nested":{"n":null}}',
    '{calm,"with space",NULL}',
    '{1,2,3}',
  ],
  ['00000000-0000-4000-8000-000000000002', null, null, null, null, null, null, null, null, null],
  [
    '00000000-0000-4000-8000-000000000003',
    'it\'s "quoted"\n',
    -1,
    '-5',
    false,
    '1999-12-31T23:59:59Z',
    '2000-01-01',
    '"5"',
    '{}',
    '{}',
  ],
];
const insert = `insert into conformance values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

/** The table as the schema declares such columns (`db/schema.ts`, `db/stats-schema.ts`). */
const conformance = pgTable('conformance', {
  id: uuid('id').primaryKey(),
  body: text('body'),
  n: integer('n'),
  big: bigint('big', { mode: 'number' }),
  flag: boolean('flag'),
  at: timestamp('at', { withTimezone: true }),
  day: date('day', { mode: 'string' }),
  doc: jsonb<unknown>('doc'),
  tags: text('tags').array(),
  scores: integer('scores').array(),
});

/** Queries as the server writes them: every type read, written back, computed, or absent. */
const queries: Record<string, SQL> = {
  'every column': sql`select * from conformance order by id`,
  'a row by its uuid': sql`select id, body, at from conformance where id = ${rows[0]![0]}::uuid`,
  'values of every type as parameters': sql`select ${'text'}::text as t, ${42}::int as i, ${true}::boolean as b,
    ${'2026-11-28T09:00:00Z'}::timestamptz as at, ${'2026-11-28'}::date as d, ${JSON.stringify({ a: [1, null] })}::jsonb as j`,
  'nulls as parameters': sql`select ${null}::text as t, ${null}::int as i, ${null}::jsonb as j, ${null}::uuid as u`,
  'computed values': sql`select count(*) as n, count(*)::int as counted, sum(n) as total, avg(n) as mean,
    min(at) as first, max(day) as last_day, jsonb_agg(doc order by id) as docs, array_agg(body order by id) as bodies
    from conformance`,
  'dates and times as text': sql`select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as iso, at::text as exact,
    day::text as day from conformance order by id`,
  'intervals and numerics': sql`select interval '1 day 02:03:04' as wait, 1.50::numeric as amount, 2::bigint * 3 as big`,
  'no rows': sql`select id from conformance where false`,
  'a write answering its rows': sql`update conformance set n = n where id = ${rows[2]![0]}::uuid returning id, n`,
};

let engine: Database;
let reference: PGlite;

/** What each engine answers, as the server reads it through Drizzle. */
const throughDrizzle = async (db: Db, query: SQL) => {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows;
};

beforeAll(async () => {
  reference = await PGlite.create();
  engine = testEngine === 'pglite' ? fromPglite(await PGlite.create()) : await createTestDatabase();
  await reference.exec(ddl);
  await engine.db.execute(sql.raw(ddl));
  for (const row of rows) {
    await reference.query(insert, row);
    await engine.db.execute(
      sql`insert into conformance values (${sql.join(
        row.map((value) => sql`${value}`),
        sql`, `,
      )})`,
    );
  }
});
afterAll(async () => {
  await engine?.close();
  await reference?.close();
});

describe(`the ${testEngine} client, against PGlite's own query()`, () => {
  const referenceDb = () => drizzlePglite(reference) as unknown as Db;

  it.each(Object.keys(queries))('answers alike: %s', async (name) => {
    const query = queries[name]!;
    const ours = await throughDrizzle(engine.db, query);
    const theirs = await throughDrizzle(referenceDb(), query);
    expect(bigintsAsNumbers(ours)).toEqual(theirs);
  });

  it("answers alike through Drizzle's query builder, with the schema's column modes", async () => {
    const read = (db: Db) => db.select().from(conformance).orderBy(asc(conformance.id));
    const ours = await read(engine.db);
    expect(ours).toEqual(await read(referenceDb()));
    expect(ours[0]).toMatchObject({
      big: 9007199254740991,
      day: '2026-02-28',
      doc: { mood: 7, words: ['ok', 'é'], nested: { n: null } },
      tags: ['calm', 'with space', null],
      scores: [1, 2, 3],
    });
    expect(ours[0]!.at).toEqual(new Date('2026-11-28T09:00:00.123Z'));
    expect(ours[1]).toEqual({
      ...Object.fromEntries(Object.keys(ours[1]!).map((key) => [key, null])),
      id: rows[1]![0],
    });
    expect(ours[2]!.doc).toBe('5');
  });

  it('rolls back a transaction whose statement failed, and goes on answering after', async () => {
    const attempt = (db: Db) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into conformance (id, body) values ('00000000-0000-4000-8000-000000000009', 'lost')`,
        );
        await tx.execute(sql`insert into conformance (id) values (${rows[0]![0]}::uuid)`);
      });
    const failures = await Promise.all(
      [engine.db, referenceDb()].map((db) =>
        attempt(db).then(
          () => 'committed',
          (err: { cause?: { code?: string } }) => err.cause?.code,
        ),
      ),
    );
    expect(failures).toEqual(['23505', '23505']);
    const count = sql`select count(*)::int as n from conformance`;
    expect(await throughDrizzle(engine.db, count)).toEqual([{ n: rows.length }]);
    expect(await throughDrizzle(referenceDb(), count)).toEqual([{ n: rows.length }]);
  });
});

/**
 * The one difference between the drivers' raw answers: pg reads a bigint as text, PGlite as a
 * number. The server reads such values through Number(), or a bigint column's `mode: 'number'`.
 */
const bigintColumns = new Set(['big', 'n', 'total']);
function bigintsAsNumbers(rows: unknown[]): unknown[] {
  if (testEngine === 'pglite') return rows;
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row as Record<string, unknown>).map(([key, value]) => [
        key,
        bigintColumns.has(key) && typeof value === 'string' ? Number(value) : value,
      ]),
    ),
  );
}

// PostgreSQL has no such cache: this part is PGlite's alone, and not listed (rather than skipped) there.
if (testEngine === 'pglite') {
  describe("the PGlite client, against PGlite's own query() without Drizzle", () => {
    it('answers every query alike, fields and rows, in a cache smaller than the queries, then the first again', async () => {
      const pglite = await PGlite.create();
      await pglite.exec(ddl);
      for (const row of rows) await pglite.query(insert, row);
      const client = new PgliteClient(pglite, { maxStatements: 3 });
      const texts = [...Object.values(queries), ...Object.values(queries)].map((query) => toText(query));
      for (const { text, params } of texts) {
        const ours = await client.query(text, params);
        const theirs = await pglite.query(text, params);
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
        expect(ours.affectedRows).toEqual(theirs.affectedRows);
      }
      await client.close();
    });
  });
}

/** A Drizzle query as the text and values a client is sent. */
function toText(query: SQL) {
  const built = new PgDialect().sqlToQuery(query);
  return { text: built.sql, params: built.params };
}
