import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder } from '../src/db/migrate.js';

/**
 * The large data set takes minutes to load (a million problems and their answers through the statistics
 * triggers), so it is loaded once into a template database and copied for each run. The
 * template is named after a fingerprint of what shapes it, the migrations and the fixtures, so
 * any change to either loads it afresh.
 */
export function fingerprint(variant: string): string {
  const hash = createHash('sha256').update(variant);
  const folder = migrationsFolder();
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(path.join(folder, file)));
  for (const fixture of ['./fixtures.ts', './memory-data.ts'])
    hash.update(readFileSync(new URL(fixture, import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

const withName = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * A fresh database `name` holding the data `load` writes, copied from a template built by `load`
 * when no template with today's fingerprint exists (one per `variant`, e.g. a data size).
 * Returns the database's URL.
 */
export async function databaseFromTemplate(
  serverUrl: string,
  name: string,
  load: (url: string) => Promise<void>,
  variant = '',
): Promise<string> {
  const prefix = `${name}_template_${variant ? `${variant}_` : ''}`;
  const template = `${prefix}${fingerprint(variant)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      // Templates of older fingerprints are of no further use.
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${pg.escapeIdentifier(building)} with (force)`);
      await admin.query(`create database ${pg.escapeIdentifier(building)}`);
      await load(withName(serverUrl, building));
      // Vacuumed once here, so no copy starts with a vacuum of a million fresh rows owed to it
      // (autovacuum would otherwise take a core in the middle of the measurements).
      const vacuum = new pg.Client({ connectionString: withName(serverUrl, building) });
      await vacuum.connect();
      await vacuum.query('vacuum (analyze)').finally(() => vacuum.end());
      // Renamed only once complete, so an interrupted load is never taken for a template.
      await admin.query(`alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(template)}`);
    }
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    await admin.query(
      `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)} strategy file_copy`,
    );
  } finally {
    await admin.end();
  }
  return withName(serverUrl, name);
}
