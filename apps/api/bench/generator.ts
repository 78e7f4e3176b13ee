/**
 * The load generator, in a process of its own pinned to the core the server does not use. It
 * reads one command a line on stdin (load-plan.ts) and answers each with one line of JSON.
 *
 * An open load: journeys arrive at a fixed mean rate whatever the server's answers (Poisson
 * arrivals from a seeded generator), so a slow server meets a queue as it would on a busy day,
 * instead of slowing the load down as a closed loop of connections does. Requests go over
 * undici pools of kept connections, as a browser keeps its own.
 */
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { exportUsers, patientJourney, refreshDashboard, type Call } from './journeys.js';
import {
  UNFINISHED,
  percentile,
  type ClassStats,
  type OpenLoad,
  type OpenResult,
  type Saturate,
  type SaturateResult,
} from './load-plan.js';

const CONNECTIONS = 256;
const DRAIN_MS = 10_000;
const ADMIN_REFRESH_MS = 10_000;
const ADMIN_EXPORT_MS = 60_000;

/** mulberry32: a small seeded generator, so two runs offer the same journeys. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

class Recorder {
  /** Set once the run is over: requests cut off then are already counted as unfinished journeys. */
  closed = false;
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];
  add(cls: string, ms: number | null, why?: string) {
    if (this.closed) return;
    if (ms !== null) (this.latencies.get(cls) ?? this.latencies.set(cls, []).get(cls)!).push(ms);
    if (why !== undefined) {
      this.errors.set(cls, (this.errors.get(cls) ?? 0) + 1);
      if (this.samples.length < 5) this.samples.push(`${cls}: ${why}`);
    }
  }
  stats(): Record<string, ClassStats> {
    const out: Record<string, ClassStats> = {};
    for (const cls of new Set([...this.latencies.keys(), ...this.errors.keys()])) {
      const sorted = (this.latencies.get(cls) ?? []).sort((a, b) => a - b);
      out[cls] = {
        count: sorted.length,
        errors: this.errors.get(cls) ?? 0,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    }
    return out;
  }
}

class JourneyFailed extends Error {}

/** A `Call` over `pool` that records into `recorder` when `measured()` says so. */
function caller(pool: Pool, recorder: Recorder, measured: () => boolean): Call {
  return async (cls, method, path, opts = {}) => {
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const keep = measured();
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await pool.request({
        method: method as 'GET',
        path,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      status = res.statusCode;
      const chunks: Buffer[] = [];
      for await (const chunk of res.body) if (opts.read || status >= 400) chunks.push(chunk as Buffer);
      if (opts.read || status >= 400) text = decoded(Buffer.concat(chunks), res.headers['content-encoding']);
    } catch (err) {
      recorder.add(cls, null, (err as Error).message);
      throw new JourneyFailed(cls);
    }
    const ms = performance.now() - started;
    if (status >= 400) {
      recorder.add(cls, keep ? ms : null, `${status} ${text.slice(0, 160)}`);
      throw new JourneyFailed(cls);
    }
    if (keep) recorder.add(cls, ms);
    return opts.read ? (JSON.parse(text) as unknown) : undefined;
  };
}

async function openLoad(cmd: OpenLoad): Promise<OpenResult> {
  const pool = new Pool(cmd.plan.base, { connections: CONNECTIONS, pipelining: 1 });
  const recorder = new Recorder();
  const rnd = seeded(cmd.seed);
  const t0 = performance.now();
  const warmupEnd = t0 + cmd.warmup * 1000;
  const end = warmupEnd + cmd.seconds * 1000;
  const cpu0 = cpuSeconds();
  const running = new Set<Promise<void>>();
  const lags: number[] = [];
  let journeys = 0;
  const start = (work: (call: Call) => Promise<void>, measured: boolean) => {
    const call = caller(pool, recorder, () => measured);
    const p = work(call)
      .catch((err: unknown) => {
        if (!(err instanceof JourneyFailed)) recorder.add(UNFINISHED, null, String(err));
      })
      .finally(() => running.delete(p));
    running.add(p);
  };
  // Two admins: the dashboard every 10 s and an export a minute, offset from each other.
  const admins = cmd.plan.adminTokens.map(async (token, i) => {
    let nextRefresh = t0 + i * 5000;
    let nextExport = t0 + 3000 + i * 30_000;
    while (performance.now() < end) {
      const now = performance.now();
      if (now >= nextRefresh) {
        start((call) => refreshDashboard(call, token), now >= warmupEnd);
        nextRefresh += ADMIN_REFRESH_MS;
      }
      if (now >= nextExport) {
        start((call) => exportUsers(call, cmd.plan, token), now >= warmupEnd);
        nextExport += ADMIN_EXPORT_MS;
      }
      await sleep(Math.min(nextRefresh, nextExport, end) - performance.now());
    }
  });
  // Poisson arrivals: exponential gaps; every arrival that is due starts at once.
  let due = t0;
  while (due < end) {
    const now = performance.now();
    while (due <= now && due < end) {
      lags.push(now - due);
      const measured = due >= warmupEnd;
      if (measured) journeys++;
      const journeyRnd = seeded(Math.floor(rnd() * 2 ** 32));
      start((call) => patientJourney(call, cmd.plan, journeyRnd), measured);
      due += (-Math.log(1 - rnd()) / cmd.rate) * 1000;
    }
    await sleep(due - performance.now());
  }
  await Promise.all(admins);
  const drained = await Promise.race([Promise.all([...running]).then(() => true), sleep(DRAIN_MS).then(() => false)]);
  const unfinished = drained ? 0 : running.size;
  if (unfinished)
    recorder.add(UNFINISHED, null, `${unfinished} journeys unfinished ${DRAIN_MS / 1000} s after the last arrival`);
  recorder.closed = true;
  const generatorCpu = (cpuSeconds() - cpu0) / ((performance.now() - t0) / 1000);
  await pool.destroy();
  lags.sort((a, b) => a - b);
  return {
    classes: recorder.stats(),
    journeys,
    unfinished,
    lagP99: percentile(lags, 99),
    generatorCpu,
    errorSamples: recorder.samples,
  };
}

async function saturate(cmd: Saturate): Promise<SaturateResult> {
  const pool = new Pool(cmd.base, { connections: cmd.inFlight, pipelining: 1 });
  const recorder = new Recorder();
  const t0 = performance.now();
  const warmupEnd = t0 + cmd.warmup * 1000;
  const end = warmupEnd + cmd.seconds * 1000;
  const tokens: string[] = [];
  let next = 0;
  let cpu0 = cpuSeconds();
  let measuredFrom = warmupEnd;
  let done = 0;
  const call = caller(pool, recorder, () => performance.now() >= warmupEnd);
  const worker = async () => {
    while (performance.now() < end) {
      const body = cmd.bodies ? JSON.parse(cmd.bodies[next++ % cmd.bodies.length]!) : undefined;
      const inWindow = performance.now() >= warmupEnd;
      try {
        const answer = await call('request', cmd.method, cmd.path, { body, read: cmd.collectTokens });
        if (cmd.collectTokens) tokens.push((answer as { data: { token: string } }).data.token);
        if (inWindow) done++;
      } catch {
        // counted by the recorder
      }
    }
  };
  setTimeout(() => {
    cpu0 = cpuSeconds();
    measuredFrom = performance.now();
  }, cmd.warmup * 1000);
  await Promise.all(Array.from({ length: cmd.inFlight }, worker));
  const seconds = (performance.now() - measuredFrom) / 1000;
  await pool.destroy();
  const stats = recorder.stats().request;
  return {
    rate: done / seconds,
    errors: stats?.errors ?? 0,
    p99: stats?.p99 ?? 0,
    generatorCpu: (cpuSeconds() - cpu0) / seconds,
    tokens,
  };
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const cmd = JSON.parse(line) as OpenLoad | Saturate;
  try {
    const result = cmd.kind === 'open' ? await openLoad(cmd) : await saturate(cmd);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } catch (err) {
    process.stdout.write(`${JSON.stringify({ failed: String((err as Error).stack ?? err) })}\n`);
  }
}
