/**
 * What one request costs, route by route: requests sent one at a time through a Node client on
 * a kept connection, the p50 of many. For weighing a change to the request path, where the load
 * bench (run.ts) is too coarse: give it the server as it was and as it is, and it runs both on
 * copies of the same small data set, their requests interleaved in short rounds, so that other
 * work on the machine slows both alike.
 *
 *   npm run bench:sequential -w apps/api                       # this checkout, PGlite
 *   BENCH_ENGINE=postgres DATABASE_URL=postgres://… npm run bench:sequential -w apps/api
 *   SERVERS=before=path/to/src/server.ts,after=src/server.ts …  # A/B (paths from apps/api)
 *
 * ROUNDS (default 40) × PER_ROUND (25) requests per route and server; BENCH_PROFILE=<dir> as in run.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { Pool } from 'undici';
import { createPool, fromPool, openDatabase } from '../src/db/client.js';
import { apiRoot } from '../src/db/migrate.js';
import { NO_MAIL, PATIENT_PASSWORD, SMALL, loadBenchData, patientEmail } from './fixtures.js';
import { submission } from './journeys.js';
import { percentile } from './load-plan.js';
import { pgliteFromCache } from './pglite-cache.js';
import { databaseFromTemplate } from './postgres-template.js';
import { startProcess, type Proc } from './processes.js';

const ENGINE = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const PER_ROUND = Number(process.env.PER_ROUND ?? 25);
const SERVERS = (process.env.SERVERS ?? 'this=src/server.ts').split(',').map((s) => {
  const [name, file] = s.split('=');
  return { name: name!, file: path.resolve(apiRoot(), file!) };
});

interface Answer {
  status: number;
  /** What was sent: its size on the wire and its encoding. */
  sent: string;
  json: () => unknown;
}

/** One request, answered in full; brotli or gzip accepted as a browser does. */
async function send(pool: Pool, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await pool.request({
    method: method as 'GET',
    path: url,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const text = () => (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw).toString();
  const encoding = res.headers['content-encoding'];
  return {
    status: res.statusCode,
    sent: `${raw.length} B${encoding ? ` ${String(encoding)}` : ''}`,
    json: () => JSON.parse(text()) as unknown,
  };
}

async function prepareData(dataDir: string, name: string): Promise<string | undefined> {
  const load = async (url: string | undefined, dir: string) => {
    const database = url ? fromPool(createPool(url, 2)) : await openDatabase(undefined, dir);
    await loadBenchData(database, SMALL).finally(() => database.close());
  };
  if (ENGINE === 'postgres')
    return databaseFromTemplate(process.env.DATABASE_URL!, name, (url) => load(url, dataDir), 'small');
  await pgliteFromCache(dataDir, (dir) => load(undefined, dir), 'small');
  return undefined;
}

interface Route {
  name: string;
  /** `writer` is another patient's token: what is stored must not grow the reader's journal. */
  run: (pool: Pool, token: string, writer: string) => Promise<Answer>;
}

async function routesFor(pool: Pool, token: string): Promise<Route[]> {
  const get = (url: string): Route => ({ name: `GET ${url}`, run: (p, t) => send(p, 'GET', url, t) });
  type Data<T> = { data: T };
  const steps = ((await send(pool, 'GET', '/api/session-steps', token)).json() as Data<never[]>).data;
  const experiences = ((await send(pool, 'GET', '/api/experiences', token)).json() as Data<{ title: string }[]>).data;
  let seed = 1;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return [
    { name: 'GET /healthz', run: (p) => send(p, 'GET', '/healthz') },
    ...['/api/agreement', '/api/experiences', '/api/settings', '/api/journal', '/api/session-steps'].map(get),
    {
      name: 'POST /api/problem',
      run: (p, _, w) => send(p, 'POST', '/api/problem', w, { responses: submission(steps, experiences, 1, rnd) }),
    },
  ];
}

/** CPU time in ns of every thread of each process (schedstat's first field), a clock that other work on the machine barely moves. */
function cpuNs(pids: number[]): number {
  let ns = 0;
  for (const pid of pids)
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`))
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the process or thread has ended
    }
  return ns;
}

/** PostgreSQL's backends serving database `name`. */
async function backendPids(name: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

interface Server {
  name: string;
  proc: Proc;
  pool: Pool;
  token: string;
  writer: string;
  dataDir: string;
  database: string;
  backends: number[];
}

async function startServer(i: number, name: string, file: string): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `clearwell-sequential-${name}-`));
  const database = `clearwell_sequential_${i}`;
  const databaseUrl = await prepareData(dataDir, database);
  const port = 4830 + i;
  // BENCH_PROFILE=<dir>: each server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const proc = await startProcess(process.execPath, [...profile, '--import', 'tsx', file], {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SMTP_URL: NO_MAIL,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing',
    AUTH_RATE_LIMIT: '100000',
    PROBLEM_RATE_LIMIT: 'off',
    DATABASE_URL: databaseUrl ?? '',
  });
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: 1 });
  const signin = async (n: number) => {
    const answer = await send(pool, 'POST', '/api/auth/signin', undefined, {
      email: patientEmail(n),
      password: PATIENT_PASSWORD,
    });
    return (answer.json() as { data: { token: string } }).data.token;
  };
  return { name, proc, pool, token: await signin(2), writer: await signin(3), dataDir, database, backends: [] };
}

async function main() {
  const servers: Server[] = [];
  try {
    for (const [i, s] of SERVERS.entries()) servers.push(await startServer(i, s.name, s.file));
    // Each database seeds its own steps: each server is sent answers naming its own.
    const routesOf = new Map<Server, Route[]>();
    for (const s of servers) routesOf.set(s, await routesFor(s.pool, s.token));
    const routes = routesOf.get(servers[0]!)!;
    const times = new Map<string, number[]>();
    const cpu = new Map<string, { server: number; database: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      // The first round warms up; by its end every connection the servers will use is open.
      if (round === 1 && ENGINE === 'postgres') for (const s of servers) s.backends = await backendPids(s.database);
      for (const [r, route] of routes.entries())
        for (const s of round % 2 ? [...servers].reverse() : servers) {
          const run = routesOf.get(s)![r]!.run;
          const key = `${route.name}\t${s.name}`;
          const list = times.get(key) ?? times.set(key, []).get(key)!;
          const used = cpu.get(key) ?? cpu.set(key, { server: 0, database: 0 }).get(key)!;
          const serverBefore = cpuNs([s.proc.child.pid!]);
          const databaseBefore = cpuNs(s.backends);
          for (let n = 0; n < PER_ROUND; n++) {
            const started = performance.now();
            const answer = await run(s.pool, s.token, s.writer);
            if (round > 0) list.push(performance.now() - started);
            if (answer.status >= 400)
              throw new Error(`${route.name} on ${s.name}: ${answer.status} ${JSON.stringify(answer.json())}`);
          }
          if (round === 0) continue;
          used.server += cpuNs([s.proc.child.pid!]) - serverBefore;
          used.database += cpuNs(s.backends) - databaseBefore;
        }
    }
    const measured = (ROUNDS - 1) * PER_ROUND;
    console.log(
      `${ENGINE}: sequential p50 and p90 in ms; CPU per request in ms, the server's${ENGINE === 'postgres' ? ' + PostgreSQL' : ''}; ${measured} requests each`,
    );
    console.log(['route', ...servers.map((s) => s.name), 'sent'].join('\t'));
    for (const route of routes) {
      const first = servers[0]!;
      const { sent } = await route.run(first.pool, first.token, first.writer);
      const cells = servers.map((s) => {
        const key = `${route.name}\t${s.name}`;
        const sorted = times.get(key)!.sort((a, b) => a - b);
        const used = cpu.get(key)!;
        const perRequest = (ns: number) => (ns / measured / 1e6).toFixed(2);
        return `${percentile(sorted, 50).toFixed(2)} ${percentile(sorted, 90).toFixed(2)} cpu ${perRequest(used.server)}${ENGINE === 'postgres' ? `+${perRequest(used.database)}` : ''}`;
      });
      console.log([route.name, ...cells, sent].join('\t'));
    }
  } finally {
    for (const s of servers) {
      await s.pool.close();
      await s.proc.stop();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
