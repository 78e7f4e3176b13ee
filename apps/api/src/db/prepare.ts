import type { Config } from '../config.js';
import { ensureAdmin } from '../lib/admin-bootstrap.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { defaultSeeds, runSeeds } from './seed/index.js';

/** Start-up work on the database: migrate, seed once, create the configured admin if absent. */
export async function prepareDatabase(database: Database, config: Pick<Config, 'adminEmail' | 'adminPassword'>) {
  await runMigrations(database);
  const seeded = await runSeeds(database.db, defaultSeeds);
  const adminCreated =
    config.adminEmail && config.adminPassword
      ? await ensureAdmin(database.db, { email: config.adminEmail, password: config.adminPassword })
      : false;
  return { seeded, adminCreated };
}
