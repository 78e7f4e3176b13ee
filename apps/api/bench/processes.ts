import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

/** Prefixes a command with `taskset -c <core>` when available, so server and load never share a core. */
export function pinned(core: number, command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
}

export interface Proc {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a server process and resolves when it prints its "running at" line. */
export function startProcess(command: string, args: string[], env: Record<string, string>): Promise<Proc> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      if (/running at/.test(out)) {
        child.stdout!.off('data', onData);
        resolve({
          child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d));
    child.once('exit', (code) => reject(new Error(`process exited (${code}) before starting:\n${out}`)));
  });
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** How long the run lasted. */
  seconds: number;
}

/** A measurement run in the background, in its own pinned process, while the caller measures something else. */
export function backgroundLoad(core: number, opts: Record<string, unknown>): Promise<LoadResult> {
  const [cmd, args] = pinned(core, process.execPath, [new URL('./load-worker.mjs', import.meta.url).pathname, JSON.stringify(opts)]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d));
  return new Promise<LoadResult>((resolve, reject) =>
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code === 0 && last) resolve(JSON.parse(last) as LoadResult);
      else reject(new Error(`background load failed (${code})`));
    }),
  );
}

/**
 * Measurements, one at a time, in one long-lived autocannon process pinned to its own core
 * (load-worker.mjs reading options from stdin): a run of many cases starts Node once.
 */
export class LoadWorker {
  private readonly child: ChildProcess;
  private readonly answers: ((line: string) => void)[] = [];
  private buffered = '';

  constructor(core: number) {
    const [cmd, args] = pinned(core, process.execPath, [new URL('./load-worker.mjs', import.meta.url).pathname]);
    this.child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.stdout!.on('data', (d: Buffer) => {
      this.buffered += d;
      let end;
      while ((end = this.buffered.indexOf('\n')) >= 0) {
        const line = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 1);
        this.answers.shift()?.(line);
      }
    });
    this.child.once('exit', (code) => {
      for (const answer of this.answers.splice(0)) answer(JSON.stringify({ failed: `load worker exited (${code})` }));
    });
  }

  /** One run of load. */
  measure(opts: Record<string, unknown>): Promise<LoadResult> {
    return this.ask(opts);
  }

  /** One continuous run: `warmup` seconds, then `rounds` windows of `duration` seconds, each measured on its own. */
  measureRounds(opts: Record<string, unknown> & { warmup: number; rounds: number; duration: number }): Promise<LoadResult[]> {
    return this.ask(opts);
  }

  private ask<T>(opts: Record<string, unknown>): Promise<T> {
    return new Promise((resolve, reject) => {
      this.answers.push((line) => {
        const result = JSON.parse(line) as T & { failed?: string };
        if (result.failed) reject(new Error(result.failed));
        else resolve(result);
      });
      this.child.stdin!.write(`${JSON.stringify(opts)}\n`);
    });
  }

  stop() {
    this.child.stdin!.end();
  }
}
