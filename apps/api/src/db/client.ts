import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PgliteClient } from './pglite-client.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both engines speak through the same Drizzle surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying PGlite instance (for set-up and tests: the server's queries go through `db`), or the pg pool. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export function fromPglite(pglite: PGlite): Database {
  const client = new PgliteClient(pglite);
  // Drizzle's PGlite driver asks its client for nothing but `query` and `transaction`.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    async ping() {
      if (pglite.closed) throw new Error('database closed');
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function fromPool(pool: pg.Pool): Database {
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'postgres',
    db,
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a restart) must not crash the process: the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

/** DATABASE_URL unset: PGlite on disk; `memory://`: PGlite in memory; otherwise PostgreSQL. */
export async function openDatabase(databaseUrl: string | undefined, dataDir: string): Promise<Database> {
  if (databaseUrl && databaseUrl !== 'memory://') return fromPool(createPool(databaseUrl));
  if (databaseUrl === 'memory://') return fromPglite(await PGlite.create());
  const dir = path.join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PGlite.create(dir));
}
