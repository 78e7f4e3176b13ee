import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PgliteClient } from './pglite-client.js';

/**
 * The server's PGlite client answers as PGlite's own query() does, with statements prepared once;
 * a transaction holds the database to itself, and a failure leaves nothing half-written.
 */
let pglite: PGlite;
let client: PgliteClient;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table notes (
      id serial primary key,
      body text not null unique,
      tags text[] not null default '{}',
      extra jsonb,
      score numeric,
      at timestamptz not null default now(),
      done boolean not null default false
    )`);
  client = new PgliteClient(pglite, { maxStatements: 3 });
});
afterAll(() => client.close());
beforeEach(() => pglite.exec('truncate notes restart identity'));

const insert = 'insert into notes (body, tags, extra, score, done) values ($1, $2, $3, $4, $5) returning *';
const count = async () => (await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;

describe('the PGlite client', () => {
  it('answers as PGlite does: the same rows, values of every type written and read back alike', async () => {
    const values = ['first', ['calm', 'sleep'], { mood: 7, words: ['ok'] }, '3.50', true];
    const ours = await client.query(insert, values);
    const theirs = await pglite.query('select * from notes where id = $1', [1]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toMatchObject({ body: 'first', tags: ['calm', 'sleep'], extra: { mood: 7, words: ['ok'] } });
    expect((ours.rows[0] as { at: Date }).at).toBeInstanceOf(Date);
    // Drizzle's options: rows as arrays, and its own parser for timestamps (kept as text).
    const asArrays = await client.query('select body, at from notes', [], {
      rowMode: 'array',
      parsers: { 1184: (text: string) => `text:${text}` },
    });
    expect(asArrays.rows[0]).toEqual(['first', expect.stringMatching(/^text:\d{4}-/)]);
    expect(asArrays.fields.map((f) => f.name)).toEqual(['body', 'at']);
  });

  it('runs one text with new values each time, and keeps working past its prepared-statement limit', async () => {
    for (let i = 0; i < 5; i++) await client.query(insert, [`note ${i}`, [], null, i, false]);
    for (let limit = 1; limit <= 6; limit++) {
      const rows = (await client.query(`select body from notes order by id limit ${limit}`)).rows;
      expect(rows).toHaveLength(Math.min(limit, 5));
    }
    expect((await client.query<{ body: string }>('select body from notes where score = $1', [3])).rows).toEqual([
      { body: 'note 3' },
    ]);
  });

  it("refuses a bad statement or value with the database's error, then goes on", async () => {
    await client.query(insert, ['same', [], null, null, false]);
    await expect(client.query(insert, ['same', [], null, null, false])).rejects.toMatchObject({
      code: '23505',
      severity: 'ERROR',
    });
    await expect(client.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect(await count()).toBe(1);
  });

  it('commits a transaction when its work returns, and rolls all of it back when the work throws', async () => {
    await client.transaction(async (tx) => {
      await tx.query(insert, ['kept', [], null, null, false]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['lost', [], null, null, false]);
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    // A failed statement whose error was caught inside: the transaction can only roll back.
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['lost too', [], null, null, false]);
        await tx.query(insert, ['kept', [], null, null, false]).catch(() => {});
      }),
    ).rejects.toThrow('rolled back');
    expect((await client.query('select body from notes')).rows).toEqual([{ body: 'kept' }]);
  });

  it('shares a database with another client without their statements colliding', async () => {
    const other = new PgliteClient(pglite);
    await client.query(insert, ['mine', [], null, null, false]);
    await other.query(insert, ['theirs', [], null, null, false]);
    expect(await count()).toBe(2);
  });

  it('lets no query run inside a transaction under way: it waits for the commit', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(insert, ['inside', [], null, null, false]);
      await held;
      throw new Error('changed my mind');
    });
    const outside = client.query<{ n: number }>('select count(*)::int as n from notes');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(transaction).rejects.toThrow('changed my mind');
    // Had it run inside, it would have counted the row that was rolled back.
    expect((await outside).rows[0]!.n).toBe(0);
  });
});
