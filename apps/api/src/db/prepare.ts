import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { defaultSeeds, runSeeds } from './seed/index.js';

/** Start-up work on the database: migrate, then apply every seed not yet applied. */
export async function prepareDatabase(database: Database) {
  await runMigrations(database);
  return { seeded: await runSeeds(database.db, defaultSeeds) };
}
