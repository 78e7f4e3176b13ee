import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPool, fromPglite, fromPool } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { defaultSeeds, runSeeds } from '../src/db/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    pgTemplate: string;
    pgRunPrefix: string;
  }
}

/** Migrates and seeds one base database per engine; every test app starts from a copy of it. */
export default async function setup(project: TestProject) {
  // Names unique to this run, so concurrent runs on one server never touch each other's databases.
  const runPrefix = `clearwell_t_${randomBytes(4).toString('hex')}`;
  const PG_TEMPLATE = `${runPrefix}_base`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-test-'));
  const pglite = await PGlite.create();
  const base = fromPglite(pglite);
  await runMigrations(base);
  await runSeeds(base.db, defaultSeeds);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'base.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await base.close();
  project.provide('pgliteDumpFile', file);

  const url = process.env.TEST_DATABASE_URL;
  if (url && project.name === 'postgres') {
    await recreateDatabase(url, PG_TEMPLATE);
    const database = fromPool(createPool(withDatabase(url, PG_TEMPLATE), 2));
    await runMigrations(database);
    await runSeeds(database.db, defaultSeeds);
    await database.close();
  }
  project.provide('pgTemplate', PG_TEMPLATE);
  project.provide('pgRunPrefix', runPrefix);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && project.name === 'postgres') await dropTestDatabases(url, runPrefix);
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function recreateDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(url: string, runPrefix: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [runPrefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
