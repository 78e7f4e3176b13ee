import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, fromPglite, fromPool, type Database } from '../src/db/client.js';

export const testEngine = (process.env.TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

let dump: Buffer | undefined;

/**
 * A fresh, migrated and seeded database for one test app: a copy of the base PGlite
 * (loaded from its dump), or a new PostgreSQL database cloned from the template.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    dump ??= readFileSync(inject('pgliteDumpFile'));
    return fromPglite(await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) }));
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgRunPrefix')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = fromPool(createPool(u.toString(), 5));
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
  };
  return database;
}

/** Empties the given tables (and what references them) for tests that count rows. */
export async function truncate(database: Database, tables: string[]) {
  const list = tables.map((t) => `"${t}"`).join(', ');
  const statement = `truncate ${list} restart identity cascade`;
  if (database.kind === 'pglite') {
    // Through the app's own client, so it waits for any transaction the app has under way.
    await database.db.execute(sql.raw(statement));
    return;
  }
  // The app under test starts its check-in mail queue when it is ready, and the queue's first
  // run updates check_ins joined with users while this truncate, cascading over both, may be
  // taking them in the other order. PostgreSQL then aborts one of the two as a deadlock: the
  // queue tries again at its next turn, and so does this.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.pool!.query(statement);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt === 3) throw err;
    }
  }
}
