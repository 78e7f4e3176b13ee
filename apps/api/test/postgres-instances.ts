import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../../../scripts/lib/server-process.mjs';

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on TEST_DATABASE_URL's server; `drop()` removes it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `clearwell_t_${prefix}_${Date.now()}`;
  await onServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

export interface Instances {
  databaseUrl: string;
  /** The running processes, in the order they came up. */
  servers: RunningServer[];
  /** Starts one more process. */
  start(): Promise<RunningServer>;
  /** Stops every process (SIGTERM) and resolves with their exit codes. */
  stopAll(): Promise<(number | null)[]>;
  /** Stops every process and drops the database. */
  close(): Promise<void>;
}

/**
 * `count` server processes on one fresh PostgreSQL database, each with a data directory of its
 * own, as on separate machines.
 */
export async function instancesOnOneDatabase(
  prefix: string,
  count: number,
  env: Record<string, string>,
): Promise<Instances> {
  const database = await scratchDatabase(prefix);
  const instances: Instances = {
    databaseUrl: database.url,
    servers: [],
    async start() {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `clearwell-${prefix}-`));
      const server = await startServer({ ...env, DATABASE_URL: database.url, DATA_DIR: dataDir }, { source: true });
      instances.servers.push(server);
      return server;
    },
    async stopAll() {
      const codes = await Promise.all(instances.servers.map((s) => s.stop()));
      instances.servers = [];
      return codes;
    },
    async close() {
      await instances.stopAll();
      await database.drop();
    },
  };
  try {
    await Promise.all(Array.from({ length: count }, () => instances.start()));
  } catch (err) {
    await instances.close();
    throw err;
  }
  return instances;
}
