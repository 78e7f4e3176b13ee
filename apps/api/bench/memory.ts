/**
 * Server memory under the heaviest requests: the users and feedback exports of 100,000 and
 * 500,000 rows, and a 300 MB video package upload, each through the real endpoint of the built
 * server in its own process, with its resident memory sampled.
 *
 * Runs on PostgreSQL when DATABASE_URL is set (in a database of its own, dropped afterwards);
 * otherwise on the embedded database, whose engine then shares the server's memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { apiRoot } from '../src/db/migrate.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { NO_MAIL } from './fixtures.js';
import { growExportData } from './memory-data.js';
import { highWaterMb, peakDuring } from './memory-sampler.js';
import { uploadVideoPackage, writeVideoPackage } from './memory-upload.js';
import { databaseFromTemplate } from './postgres-template.js';
import { pinned, startProcess } from './processes.js';

export interface MemoryRow {
  name: string;
  seconds: number;
  beforeMb: number;
  peakMb: number;
  budget: string;
  ok: boolean;
}

const EXPORT_SIZES = [100_000, 500_000];
const EXPORT_LIMIT_MB = 200;
const EXPORT_SECONDS_100K = 5;
const UPLOAD_MB = 300;
const UPLOAD_GROWTH_MB = 64;
const ADMIN = { email: 'memory-admin@example.test', password: 'memory-bench-harbour-9' };
const DB_NAME = 'clearwell_memory_bench';

async function dropPostgres(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();
}

/** Starts the built server on the data, signs the admin in, runs `work`, stops the server. */
async function withServer<T>(
  env: Record<string, string>,
  work: (base: string, token: string, pid: number) => Promise<T>,
): Promise<T> {
  const port = 4870;
  const [cmd, args] = pinned(0, process.execPath, [path.join(apiRoot(), 'dist', 'server.js')]);
  const server = await startProcess(cmd, args, {
    ...env,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SMTP_URL: NO_MAIL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'memory-bench-secret-long-enough-for-signing',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const res = await fetch(`${base}/api/admin/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    return await work(base, token, server.child.pid!);
  } finally {
    await server.stop();
  }
}

async function download(base: string, token: string, url: string): Promise<number> {
  const started = Date.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  for await (const chunk of res.body) void chunk;
  return (Date.now() - started) / 1000;
}

export async function runMemoryBench(databaseUrl: string | undefined): Promise<MemoryRow[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-memory-'));
  const engine = databaseUrl ? 'postgres' : 'pglite';
  const rows: MemoryRow[] = [];
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const withData = async (url: string | undefined, fn: (db: Database) => Promise<void>) => {
    const database = await openDatabase(url, dataDir);
    try {
      await fn(database);
    } finally {
      await database.close();
    }
  };
  /**
   * The data for one export size. PostgreSQL: a copy of a template loaded once per schema (see
   * postgres-template.ts). PGlite: the one embedded database, grown from the previous size.
   */
  let seeded = 0;
  const dataOfSize = async (size: number) => {
    if (databaseUrl) {
      const url = await databaseFromTemplate(
        databaseUrl,
        DB_NAME,
        async (building) => {
          console.log(
            `[memory/${engine}] loading ${size.toLocaleString('en')} export rows into a template, once per schema…`,
          );
          await withData(building, async (db) => {
            await prepareDatabase(db);
            await growExportData(db, 0, size);
          });
        },
        String(size),
      );
      env = { DATA_DIR: dataDir, DATABASE_URL: url };
      return;
    }
    if (seeded === 0) {
      await withData(undefined, async (db) => {
        await prepareDatabase(db);
      });
    }
    console.log(`[memory/${engine}] growing the export data to ${size.toLocaleString('en')} rows…`);
    await withData(undefined, (db) => growExportData(db, seeded, size));
    seeded = size;
  };
  try {
    for (const size of EXPORT_SIZES) {
      await dataOfSize(size);
      await withServer(env, async (base, token, pid) => {
        // Feedback is exported at the smaller size only: its sessions sheet makes it the slower
        // of the two, and the users export already shows whether memory stays flat with size.
        const { result, beforeMb, peakMb } = await peakDuring(pid, async () => ({
          users: await download(base, token, '/api/admin/export/users'),
          feedback: size === EXPORT_SIZES[0] ? await download(base, token, '/api/admin/export/feedbacks') : undefined,
        }));
        const peak = Math.max(peakMb, highWaterMb(pid));
        const n = size.toLocaleString('en');
        const timed = size === 100_000;
        rows.push({
          name: `users export, ${n} rows`,
          seconds: result.users,
          beforeMb,
          peakMb: peak,
          budget: `${timed ? `≤ ${EXPORT_SECONDS_100K} s, ` : ''}peak ≤ ${EXPORT_LIMIT_MB} MB`,
          ok: peak <= EXPORT_LIMIT_MB && (!timed || result.users <= EXPORT_SECONDS_100K),
        });
        if (result.feedback !== undefined) {
          rows.push({
            name: `feedback export, ${n} rows + sessions`,
            seconds: result.feedback,
            beforeMb,
            peakMb: peak,
            budget: `peak ≤ ${EXPORT_LIMIT_MB} MB`,
            ok: peak <= EXPORT_LIMIT_MB,
          });
        }
        console.log(
          `[memory/${engine}] ${n} rows: users ${result.users.toFixed(1)} s${result.feedback !== undefined ? `, feedback ${result.feedback.toFixed(1)} s` : ''}, RSS ${beforeMb.toFixed(0)} → ${peak.toFixed(0)} MB`,
        );
      });
    }
    const zip = writeVideoPackage(dataDir, UPLOAD_MB);
    await withServer(env, async (base, token, pid) => {
      const started = Date.now();
      const { result: status, beforeMb, peakMb } = await peakDuring(pid, () => uploadVideoPackage(base, token, zip));
      if (status !== 201 && status !== 200) throw new Error(`the upload answered ${status}`);
      const peak = Math.max(peakMb, highWaterMb(pid));
      rows.push({
        name: `${UPLOAD_MB} MB video package upload`,
        seconds: (Date.now() - started) / 1000,
        beforeMb,
        peakMb: peak,
        budget: `growth ≤ ${UPLOAD_GROWTH_MB} MB`,
        ok: peak - beforeMb <= UPLOAD_GROWTH_MB,
      });
      console.log(`[memory/${engine}] upload: RSS ${beforeMb.toFixed(0)} → ${peak.toFixed(0)} MB`);
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropPostgres(databaseUrl);
  }
  return rows;
}

export function memoryTable(rows: MemoryRow[]): string {
  const lines = ['| case | seconds | RSS before MB | RSS peak MB | budget | met |', '|---|---:|---:|---:|---|---|'];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.seconds.toFixed(1)} | ${r.beforeMb.toFixed(0)} | ${r.peakMb.toFixed(0)} | ${r.budget} | ${r.ok ? 'yes' : 'NO'} |`,
    );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runMemoryBench(process.env.DATABASE_URL)
    .then((rows) => {
      console.log(`\n${memoryTable(rows)}`);
      process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
