import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

/** The api package root, found from this file whether it runs from src/ or from the dist bundle. */
export function apiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot locate the api package root');
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(apiRoot(), 'src', 'db', 'migrations');

/** Any number, as long as every instance uses the same one. */
const MIGRATION_LOCK_ID = 7_240_101;

/**
 * Applies pending migrations. On PostgreSQL the work runs under an advisory lock held by one
 * connection, so two instances starting together migrate once and both come up.
 */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite!), { migrationsFolder: folder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}
