import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the server's CPU goes during a step, read from /proc (no endpoint in the product): its
 * main thread (the event loop, and PGlite, which runs on it), the password-hashing threads (the
 * only ones at a positive nice, hashing-pool.ts), and the rest (garbage collection, libuv's pool).
 * PostgreSQL's backends serving the step are read the same way.
 */
const TICKS = 100; // USER_HZ on Linux

interface Ticks {
  main: number;
  hashing: number;
  other: number;
  database: number;
}

function statOf(file: string): { ticks: number; nice: number } | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15, nice 19.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ticks: Number(f[11]) + Number(f[12]), nice: Number(f[16]) };
  } catch {
    return undefined; // the thread or process has ended
  }
}

function sample(pid: number, databasePids: number[]): Ticks {
  const t: Ticks = { main: 0, hashing: 0, other: 0, database: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const s = statOf(`/proc/${pid}/task/${tid}/stat`);
    if (!s) continue;
    if (Number(tid) === pid) t.main += s.ticks;
    else if (s.nice > 0) t.hashing += s.ticks;
    else t.other += s.ticks;
  }
  for (const p of databasePids) t.database += statOf(`/proc/${p}/stat`)?.ticks ?? 0;
  return t;
}

/** CPU in cores (1 = one core busy all the time) over a span. */
export type CpuShare = Ticks;

/** Starts measuring; the returned function ends it. `databasePids` is asked at both ends (a pool may open connections). */
export async function measureCpu(pid: number, databasePids: () => Promise<number[]>): Promise<() => Promise<CpuShare>> {
  const pidsBefore = await databasePids();
  const before = sample(pid, pidsBefore);
  const started = Date.now();
  return async () => {
    const pids = [...new Set([...pidsBefore, ...(await databasePids())])];
    const after = sample(pid, pids);
    // A backend that appeared during the span counts whole: it started at or after the span did.
    const seconds = (Date.now() - started) / 1000;
    const share = (k: keyof Ticks) => Math.max(0, after[k] - before[k]) / TICKS / seconds;
    return { main: share('main'), hashing: share('hashing'), other: share('other'), database: share('database') };
  };
}
