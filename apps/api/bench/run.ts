/**
 * npm run bench's API part: a day's peak as an open load (journeys.ts, generator.ts) on
 * PostgreSQL (DATABASE_URL) and on PGlite, each on 100,000 patients and 1,000,000 problems; the
 * server pinned to one core and the generator to the other. Per engine: the rate password hashing
 * alone allows (for the record, and the patients' tokens), the budgets at 50 journeys a second, and
 * the capacity against its budget (CAPACITY_BUDGET), with what bounds it. Then the memory bench.
 * Prints the tables, writes docs/performance.md, exits 1 on a missed budget.
 *
 * BENCH_SMALL=1 loads a hundredth of the data and BENCH_ENGINE=pglite|postgres runs one engine:
 * both are for working on the bench, and neither writes the document nor runs the memory bench.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPool, fromPool, openDatabase } from '../src/db/client.js';
import { apiRoot } from '../src/db/migrate.js';
import {
  BENCH_ADMINS,
  LARGE,
  NO_MAIL,
  PATIENT_PASSWORD,
  SMALL,
  loadBenchData,
  patientEmail,
  type DataSize,
} from './fixtures.js';
import type { JourneyPlan, OpenResult, SaturateResult } from './load-plan.js';
import { runMemoryBench } from './memory.js';
import { pgliteFromCache } from './pglite-cache.js';
import { databaseFromTemplate } from './postgres-template.js';
import { Generator, pinned, startProcess, type Proc } from './processes.js';
import { verdictOf, writeReport, type EngineResult, type Reference, type StepResult } from './report.js';
import { measureCpu } from './server-cpu.js';

const SERVER_CORE = 0;
const LOAD_CORE = 1;
/** A day's peak, journeys a second. */
const BUDGET_RATE = 50;
/** The capacity each engine must reach on the server's one core, as a multiple of the peak. */
const CAPACITY_BUDGET: Record<Engine, number> = { postgres: 2.5, pglite: 1.2 };
// Short enough for the whole of npm run bench to fit in five minutes; longer runs: BENCH_SECONDS,
// BENCH_STEP_SECONDS, and BENCH_SEARCH_STEPS for a finer capacity.
const BUDGET_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 8);
const SEARCH_STEPS = Number(process.env.BENCH_SEARCH_STEPS ?? 3);
const WARMUP = 2;
const SMALL_RUN = process.env.BENCH_SMALL === '1';
const ONE_ENGINE = process.env.BENCH_ENGINE;
const SIZE: DataSize = SMALL_RUN ? SMALL : LARGE;
const VARIANT = SMALL_RUN ? 'small' : 'large';
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

type Engine = 'postgres' | 'pglite';

async function loadInto(url: string | undefined, dataDir: string) {
  console.log(
    `loading ${SIZE.patients.toLocaleString('en')} patients and ${SIZE.problems.toLocaleString('en')} problems, once per fingerprint of the migrations and fixtures…`,
  );
  const database = url ? fromPool(createPool(url, 2)) : await openDatabase(undefined, dataDir);
  try {
    await loadBenchData(database, SIZE);
  } finally {
    await database.close();
  }
}

/** The users export's range: from the day the 10,000th newest patient registered, to today. */
async function exportRange(engine: Engine, url: string | undefined, dataDir: string) {
  const query =
    "select to_char(created_at, 'YYYY-MM-DD') as day from users order by created_at desc offset 9999 limit 1";
  const database = engine === 'postgres' ? fromPool(createPool(url!, 1)) : await openDatabase(undefined, dataDir);
  try {
    const rows = database.pool
      ? (await database.pool.query<{ day: string }>(query)).rows
      : (await database.pglite!.query<{ day: string }>(query)).rows;
    return { start_date: rows[0]?.day ?? '2000-01-01', end_date: new Date().toISOString().slice(0, 10) };
  } finally {
    await database.close();
  }
}

async function signin(base: string, p: string, creds: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`bench sign-in failed at ${p}: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function benchEngine(gen: Generator, engine: Engine): Promise<EngineResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `clearwell-bench-${engine}-`));
  const prepared = Date.now();
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    databaseUrl = await databaseFromTemplate(
      process.env.DATABASE_URL!,
      'clearwell_bench',
      (url) => loadInto(url, dataDir),
      VARIANT,
    );
  } else {
    await pgliteFromCache(dataDir, (dir) => loadInto(undefined, dir), VARIANT);
  }
  const range = await exportRange(engine, databaseUrl, dataDir);
  const port = engine === 'postgres' ? 4801 : 4802;
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const [cmd, args] = pinned(SERVER_CORE, process.execPath, [...profile, path.join(apiRoot(), 'dist', 'server.js')]);
  const server = await startProcess(cmd, args, {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SMTP_URL: NO_MAIL,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing',
    AUTH_RATE_LIMIT: '100000',
    // The generator's patients come from one address and reuse a few hundred accounts.
    PROBLEM_RATE_LIMIT: 'off',
    DATABASE_URL: databaseUrl ?? '',
  });
  const base = `http://127.0.0.1:${port}`;
  console.log(`[${engine}] data and server ready in ${seconds(prepared)} s`);
  const databasePids = async () => {
    if (!databaseUrl) return [];
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        new URL(databaseUrl).pathname.slice(1),
      ]);
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  const serverPid = server.child.pid!;
  try {
    // Password hashing alone: sign-ins kept outstanding and nothing else. The tokens they earn
    // are the signed-in patients of the journeys.
    const bodies = Array.from({ length: 400 }, (_, i) =>
      JSON.stringify({ email: patientEmail(SIZE.patients - i), password: PATIENT_PASSWORD }),
    );
    const signins = {
      kind: 'saturate' as const,
      base,
      path: '/api/auth/signin',
      method: 'POST',
      bodies,
      inFlight: 4,
      warmup: 0.5,
      seconds: 3,
      collectTokens: true,
    };
    const hashing = await gen.ask<SaturateResult>(signins);
    // A slow start (a cold cache on a large PGlite directory, a busy machine) may leave too few
    // signed-in patients for the journeys: more sign-ins, unmeasured, until there are enough.
    for (let i = 0; hashing.tokens.length < 20 && i < 10; i++) {
      const more = await gen.ask<SaturateResult>({ ...signins, warmup: 0, seconds: 2 });
      hashing.tokens.push(...more.tokens);
    }
    const hashingBound = hashing.rate * 5;
    console.log(
      `[${engine}] hashing alone: ${hashing.rate.toFixed(1)} sign-ins/s (${hashing.errors} errors): at one sign-in in five, ${hashingBound.toFixed(0)} journeys/s`,
    );
    const plan: JourneyPlan = {
      base,
      tokens: hashing.tokens,
      patients: SIZE.patients,
      password: PATIENT_PASSWORD,
      adminTokens: await Promise.all(BENCH_ADMINS.map((a) => signin(base, '/api/admin/auth/signin', a))),
      exportRange: range,
    };
    let seed = 1;
    const step = async (rate: number, measured: number): Promise<StepResult> => {
      const cpuDone = await measureCpu(serverPid, databasePids);
      const result = await gen.ask<OpenResult>({
        kind: 'open',
        plan,
        rate,
        warmup: WARMUP,
        seconds: measured,
        seed: seed++,
      });
      const cpu = await cpuDone();
      const s: StepResult = { rate, result, cpu, ...verdictOf(result) };
      const worst = Object.entries(result.classes).sort(([, a], [, b]) => b.p99 - a.p99)[0];
      console.log(
        `[${engine}] ${rate.toFixed(0)} journeys/s: ${s.ok ? 'met' : `MISSED (${s.misses.join('; ')})`}; slowest ${worst?.[0]} p99 ${worst?.[1].p99.toFixed(0)} ms; ` +
          `server CPU main ${cpu.main.toFixed(2)}, hashing ${cpu.hashing.toFixed(2)}, other ${cpu.other.toFixed(2)}${databaseUrl ? `, PostgreSQL ${cpu.database.toFixed(2)}` : ''}; generator ${result.generatorCpu.toFixed(2)} CPU, lag p99 ${result.lagP99.toFixed(1)} ms`,
      );
      for (const e of result.errorSamples) console.log(`    error: ${e}`);
      return s;
    };
    const atBudget = await step(BUDGET_RATE, BUDGET_SECONDS);
    // The capacity, in a few steps: first at the engine's budget, then above it on a pass (until a
    // miss shows what bounds it), or halfway (geometrically) towards the last rate met on a miss.
    const steps: StepResult[] = [];
    let met = atBudget.ok ? BUDGET_RATE : 0;
    let missed = atBudget.ok ? Infinity : BUDGET_RATE;
    const target = CAPACITY_BUDGET[engine] * BUDGET_RATE;
    let rate = atBudget.ok ? target : BUDGET_RATE / 2;
    for (let i = 0; i < SEARCH_STEPS; i++) {
      const s = await step(rate, STEP_SECONDS);
      steps.push(s);
      if (s.ok) met = Math.max(met, rate);
      else missed = Math.min(missed, rate);
      rate = missed === Infinity ? rate * 1.5 : met ? Math.sqrt(met * missed) : missed / 2;
      if (missed !== Infinity && missed / Math.max(met, 1) < 1.15) break;
    }
    return { engine, hashingRate: hashing.rate, hashingBound, atBudget, steps, capacity: met, capacityBudget: target };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A bare Fastify hello-world driven by the same generator: what it reaches, and whether the server or the generator was the limit. */
async function reference(gen: Generator): Promise<Reference> {
  const port = 4811;
  const [cmd, args] = pinned(SERVER_CORE, process.execPath, [
    new URL('./references/hello.mjs', import.meta.url).pathname,
  ]);
  const proc: Proc = await startProcess(cmd, args, { PORT: String(port) });
  try {
    const cpuDone = await measureCpu(proc.child.pid!, async () => []);
    const r = await gen.ask<SaturateResult>({
      kind: 'saturate',
      base: `http://127.0.0.1:${port}`,
      path: '/',
      method: 'GET',
      inFlight: 64,
      warmup: 1,
      seconds: 3,
    });
    const cpu = await cpuDone();
    const serverCpu = cpu.main + cpu.other;
    console.log(
      `hello-world: ${Math.round(r.rate)} req/s, server CPU ${serverCpu.toFixed(2)}, generator CPU ${r.generatorCpu.toFixed(2)}`,
    );
    return { rate: r.rate, serverCpu, generatorCpu: r.generatorCpu };
  } finally {
    await proc.stop();
  }
}

async function main() {
  const started = Date.now();
  const gen = new Generator(LOAD_CORE);
  const engines: EngineResult[] = [];
  let ref: Reference;
  try {
    ref = await reference(gen);
    if (process.env.DATABASE_URL && ONE_ENGINE !== 'pglite') engines.push(await benchEngine(gen, 'postgres'));
    else if (!ONE_ENGINE) console.log('DATABASE_URL is not set: the PostgreSQL part is skipped.');
    if (ONE_ENGINE !== 'postgres') engines.push(await benchEngine(gen, 'pglite'));
  } finally {
    gen.stop();
  }
  console.log(`[api] done in ${seconds(started)} s`);
  const partial = SMALL_RUN || !!ONE_ENGINE;
  const t = Date.now();
  const memory = partial ? [] : await runMemoryBench(process.env.DATABASE_URL);
  if (!partial) console.log(`[memory] done in ${seconds(t)} s`);
  const ok = writeReport({
    engines,
    reference: ref,
    memory,
    size: SIZE,
    budgetSeconds: BUDGET_SECONDS,
    stepSeconds: STEP_SECONDS,
    warmup: WARMUP,
    partial,
  });
  process.exit(ok ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
