/**
 * npm run bench: the API under load, on PostgreSQL (DATABASE_URL) and on PGlite, against bare
 * Fastify references, with server and load pinned to different cores. Prints a table and the
 * budget of each case; exits 1 if any budget is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPool, fromPool, openDatabase } from '../src/db/client.js';
import { apiRoot } from '../src/db/migrate.js';
import { BENCH_ADMIN, BENCH_PATIENT, NO_MAIL, prepareBaseData, prepareLargeData } from './fixtures.js';
import { databaseFromTemplate } from './postgres-template.js';
import { CASES, SHORT_LOAD, PGLITE_MAX_P99, PGLITE_MIN_THROUGHPUT_VS_POSTGRES, type BenchCase } from './cases.js';
import { backgroundLoad, LoadWorker, pinned, startProcess, type LoadResult, type Proc } from './processes.js';
import { runMemoryBench } from './memory.js';
import { writeReport, type Row } from './report.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 1.2);
const ROUNDS = 3;
/** Interleaved runs per round when a case is compared with its reference. */
const SLICES = 4;
/** BENCH_ONLY="POST /api/problem,trivial": measure only the cases whose names contain one of these (the report then says budgets were missed for the rest). */
const ONLY = process.env.BENCH_ONLY?.split(',');
const SERVER_CORE = 0;
const LOAD_CORE = 1;
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
/** The middle value; of an even number of values, the mean of the two in the middle. */
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const half = sorted.length / 2;
  return Number.isInteger(half) ? (sorted[half - 1]! + sorted[half]!) / 2 : sorted[Math.floor(half)]!;
};

/** One round's result from its slices: rate over the round, the slices' median percentiles, every error. */
function joined(parts: LoadResult[]): LoadResult {
  const total = parts.reduce((n, r) => n + r.total, 0);
  const elapsed = parts.reduce((s, r) => s + r.seconds, 0);
  return {
    rps: total / elapsed,
    p50: median(parts.map((r) => r.p50)),
    p99: median(parts.map((r) => r.p99)),
    errors: parts.reduce((n, r) => n + r.errors, 0),
    non2xx: parts.reduce((n, r) => n + r.non2xx, 0),
    total,
    seconds: elapsed,
  };
}

async function signin(base: string, p: string, creds: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(creds) });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`bench sign-in failed at ${p}: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A valid submission built from the seeded steps: text answers and slider values. */
async function problemBody(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/session-steps`, { headers: { authorization: `Bearer ${token}` } });
  const steps = ((await res.json()) as { data: { id: string; type: string[] }[] }).data ?? [];
  const responses = steps
    .filter((s) => s.type.includes('text') || s.type.includes('slider'))
    .map((s) => ({ session_step_id: s.id, step_unique_id: s.id, response: s.type.includes('slider') ? 5 : 'A heavy feeling in my chest' }));
  return JSON.stringify({ responses });
}

async function runCase(load: LoadWorker, c: BenchCase, base: string, headers: Record<string, string>, body: string | undefined, refs: Record<string, string>): Promise<Row> {
  const opts = { url: `${base}${c.path}`, method: c.method ?? 'GET', headers, body, duration: c.duration ?? DURATION, connections: 64 };
  const warmup = c.warmup ?? 1;
  // The background load starts first and outlasts the warm-up and every round.
  const background = c.background
    ? backgroundLoad(LOAD_CORE, {
        url: `${base}${c.background.path}`,
        method: c.background.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_PATIENT),
        connections: c.background.connections,
        duration: warmup + 1 + ROUNDS * opts.duration,
      })
    : undefined;
  const results: LoadResult[] = [];
  /** Where latency is read from: the rounds, unless a continuous load measures it apart. */
  let latencies = results;
  const refRates: number[] = [];
  const ratios: number[] = [];
  const refUrl = c.reference ? refs[c.reference] : undefined;
  if (refUrl) {
    // Alternated with its reference after a warm-up run of each. Each round is SLICES short runs of
    // each, in pairs whose order alternates (case then reference, then reference then case), so a
    // steady drift of the machine's speed favours neither; the round's ratio is the middle of its
    // pairs' ratios, so a pair that a burst of the host's own work landed on does not decide it.
    // The machine's speed drifts by tens of percent within seconds here, and runs that close
    // together see the same machine.
    await load.measure({ ...opts, duration: warmup });
    // The reference warms up too: a cold one would make the first round flatter us.
    await load.measure({ url: refUrl, duration: 1, connections: 64 });
    const slice = opts.duration / SLICES;
    const measureCase = () => load.measure({ ...opts, duration: slice });
    const measureRef = () => load.measure({ url: refUrl, duration: slice, connections: 64 });
    for (let round = 0; round < ROUNDS; round++) {
      const parts: LoadResult[] = [];
      const refParts: LoadResult[] = [];
      for (let i = 0; i < SLICES; i++) {
        if (i % 2 === 0) {
          parts.push(await measureCase());
          refParts.push(await measureRef());
        } else {
          refParts.push(await measureRef());
          parts.push(await measureCase());
        }
      }
      results.push(joined(parts));
      refRates.push(joined(refParts).rps);
      ratios.push(median(parts.map((part, i) => part.rps / refParts[i]!.rps)));
    }
    console.log(`  (rounds, req/s against ${c.reference}: ${results.map((r, i) => `${Math.round(r.rps)}/${Math.round(refRates[i]!)} = ${ratios[i]!.toFixed(2)}×`).join(', ')})`);
    // Every slice opens 64 fresh connections, and its first requests wait while a busy server
    // accepts them (see below): fair to both sides of a ratio, but not a request's latency. The
    // latency budget is read from a continuous load on kept connections, as for every other case.
    latencies = await load.measureRounds({ ...opts, ...SHORT_LOAD, rounds: ROUNDS });
  } else {
    // One continuous load, its rounds measured one after another on the same connections, as a
    // client keeps its own: a fresh set of 64 connecting at every round would measure how fast a
    // busy server accepts connections instead (about one per turn of its event loop).
    results.push(...(await load.measureRounds({ ...opts, warmup, rounds: ROUNDS })));
  }
  const everyRun = latencies === results ? results : [...results, ...latencies];
  const behind = await background;
  if (behind) console.log(`  (background: ${Math.round(behind.rps)} sign-ins/s, ${behind.errors} errors, ${behind.non2xx} non-2xx)`);
  return {
    name: c.name,
    rps: median(results.map((r) => r.rps)),
    p50: median(latencies.map((r) => r.p50)),
    p99: median(latencies.map((r) => r.p99)),
    errors: everyRun.reduce((n, r) => n + r.errors, 0),
    non2xx: everyRun.reduce((n, r) => n + r.non2xx, 0),
    ratio: ratios.length ? median(ratios) : undefined,
    reference: c.reference,
    minRatio: c.minRatio,
    maxP99: c.maxP99,
  };
}

/** A fresh PostgreSQL database with the base and the large data sets; returns its URL. */
async function preparePostgres(): Promise<string> {
  return databaseFromTemplate(process.env.DATABASE_URL!, 'clearwell_bench', async (url) => {
    console.log('[postgres] loading the large data set into a template (100,000 users, 1,000,000 problems), once per schema…');
    const database = fromPool(createPool(url, 4));
    try {
      await prepareBaseData(database);
      await prepareLargeData(database);
    } finally {
      await database.close();
    }
  });
}

async function benchEngine(load: LoadWorker, engine: 'postgres' | 'pglite', refs: Record<string, string>, databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `clearwell-bench-${engine}-`));
  const prepared = Date.now();
  if (engine === 'pglite') {
    console.log('[pglite] preparing data…');
    const database = await openDatabase(undefined, dataDir);
    await prepareBaseData(database);
    await database.close();
  }

  const port = engine === 'postgres' ? 4801 : 4802;
  const [cmd, args] = pinned(SERVER_CORE, process.execPath, [path.join(apiRoot(), 'dist', 'server.js')]);
  const server = await startProcess(cmd, args, {
    PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', SMTP_URL: NO_MAIL,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing', AUTH_RATE_LIMIT: '100000',
    // One patient submits thousands of sessions a second here: no hourly limit, or the case
    // would measure 429s (a real patient's count reads at most 30 index entries).
    PROBLEM_RATE_LIMIT: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`[${engine}] data and server ready in ${seconds(prepared)} s`);
  const rows: Row[] = [];
  try {
    const tokens = { patient: await signin(base, '/api/auth/signin', BENCH_PATIENT), admin: await signin(base, '/api/admin/auth/signin', BENCH_ADMIN) };
    const problem = await problemBody(base, tokens.patient);
    for (const c of CASES) {
      if (c.large && engine !== 'postgres') continue;
      if (ONLY && !ONLY.some((part) => c.name.includes(part))) continue;
      const headers: Record<string, string> = c.auth ? { authorization: `Bearer ${tokens[c.auth]}` } : {};
      if (c.body) headers['content-type'] = 'application/json';
      const caseRefs = engine === 'postgres' ? refs : { hello: refs.hello! };
      const caseStarted = Date.now();
      const warmup = engine === 'pglite' ? (c.pgliteWarmup ?? c.warmup) : c.warmup;
      const row = await runCase(load, { ...c, warmup, maxP99: engine === 'pglite' ? Math.max(c.maxP99, PGLITE_MAX_P99) : c.maxP99, reference: c.reference && caseRefs[c.reference] ? c.reference : undefined }, base, headers, c.body ? problem : undefined, caseRefs);
      row.engine = engine;
      console.log(`[${engine}] ${row.name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms (${seconds(caseStarted)} s)`);
      rows.push(row);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

async function main() {
  const refs: Record<string, string> = {};
  const procs: Proc[] = [];
  const start = async (name: string, file: string, port: number, env: Record<string, string> = {}) => {
    const [cmd, args] = pinned(SERVER_CORE, process.execPath, [new URL(`./references/${file}`, import.meta.url).pathname]);
    procs.push(await startProcess(cmd, args, { PORT: String(port), ...env }));
    refs[name] = `http://127.0.0.1:${port}/`;
  };
  const rows: Row[] = [];
  const load = new LoadWorker(LOAD_CORE);
  try {
    await start('hello', 'hello.mjs', 4811);
    if (process.env.DATABASE_URL) {
      const t = Date.now();
      const pgUrl = await preparePostgres();
      console.log(`[postgres] data ready in ${seconds(t)} s`);
      await start('pg-row', 'pg-row.mjs', 4812, { DATABASE_URL: pgUrl, BENCH_EMAIL: BENCH_PATIENT.email });
      rows.push(...(await benchEngine(load, 'postgres', refs, pgUrl)));
    } else {
      console.log('DATABASE_URL is not set: PostgreSQL cases and the pg reference are skipped.');
    }
    rows.push(...(await benchEngine(load, 'pglite', refs)));
  } finally {
    load.stop();
    await Promise.all(procs.map((p) => p.stop()));
  }
  const t = Date.now();
  const memory = ONLY ? [] : await runMemoryBench(process.env.DATABASE_URL);
  if (!ONLY) console.log(`[memory] done in ${seconds(t)} s`);
  const ok = writeReport(rows, memory, { duration: DURATION, rounds: ROUNDS, slices: SLICES, pgliteMinThroughput: PGLITE_MIN_THROUGHPUT_VS_POSTGRES, partial: !!ONLY });
  process.exit(ok ? 0 : 1);
}

void main();
