import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool, fromPglite, fromPool, type Database } from '../../src/db/client.js';
import { testEngine } from '../database.js';
import { startServer, type RunningServer } from '../../../../scripts/lib/server-process.mjs';

export const JWT_SECRET = 'fault-tests-secret-long-enough-to-sign-tokens';

/**
 * For tests that start server processes: each start compiles the TypeScript and opens the
 * database, a few seconds on an idle machine and several times that on a busy one.
 */
export const PROCESS_TEST_TIMEOUT = 120_000;

/**
 * The data a server process runs on, kept apart from the process so a test can look at it
 * after the process is gone: an on-disk PGlite in DATA_DIR/db, or a PostgreSQL database
 * cloned from the migrated template. Both start migrated and seeded, so start-up is quick.
 */
export interface ServerData {
  dataDir: string;
  /** What the server processes get: data directory, database and signing key. */
  env: Record<string, string>;
  /** Opens the database directly (never while an embedded server holds it), runs fn, closes. */
  open<T>(fn: (database: Database) => Promise<T>): Promise<T>;
  /** Starts a server process on this data. */
  start(): Promise<RunningServer>;
  /** Kills any process a failed test left running, then deletes the data. */
  remove(): Promise<void>;
}

export async function createServerData(): Promise<ServerData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-faults-'));
  const base = { DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'error' };
  const started: RunningServer[] = [];
  const track = (env: Record<string, string>) => ({
    env,
    async start() {
      const server = await startServer(env, { source: true });
      started.push(server);
      return server;
    },
    killLeftovers() {
      for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    },
  });
  if (testEngine === 'pglite') {
    const dir = path.join(dataDir, 'db');
    // The first open unpacks the migrated base database into the directory the server uses.
    const dump = new Blob([new Uint8Array(readFileSync(inject('pgliteDumpFile')))]);
    await (await PGlite.create(dir, { loadDataDir: dump })).close();
    const { env, start, killLeftovers } = track(base);
    return {
      dataDir,
      env,
      start,
      async open(fn) {
        const database = fromPglite(await PGlite.create(dir));
        try {
          return await fn(database);
        } finally {
          await database.close();
        }
      },
      async remove() {
        killLeftovers();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `${inject('pgRunPrefix')}_f${randomBytes(5).toString('hex')}`;
  await withClient(admin, (c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const { env, start, killLeftovers } = track({ ...base, DATABASE_URL: url.toString() });
  return {
    dataDir,
    env,
    start,
    async open(fn) {
      const database = fromPool(createPool(url.toString(), 3));
      try {
        return await fn(database);
      } finally {
        await database.close();
      }
    },
    async remove() {
      killLeftovers();
      await withClient(admin, (c) => c.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
