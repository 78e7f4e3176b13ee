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

/**
 * The load generator (generator.ts) in one long-lived process pinned to `core`, asked one
 * command at a time: a run of many steps starts Node and loads its code once.
 */
export class Generator {
  private readonly child: ChildProcess;
  private readonly answers: ((line: string) => void)[] = [];
  private buffered = '';

  constructor(core: number) {
    const [cmd, args] = pinned(core, process.execPath, [
      '--import',
      'tsx',
      new URL('./generator.ts', import.meta.url).pathname,
    ]);
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
      for (const answer of this.answers.splice(0))
        answer(JSON.stringify({ failed: `the load generator exited (${code})` }));
    });
  }

  get pid() {
    return this.child.pid!;
  }

  ask<T>(command: object): Promise<T> {
    return new Promise((resolve, reject) => {
      this.answers.push((line) => {
        const result = JSON.parse(line) as T & { failed?: string };
        if (result.failed) reject(new Error(result.failed));
        else resolve(result);
      });
      this.child.stdin!.write(`${JSON.stringify(command)}\n`);
    });
  }

  stop() {
    this.child.stdin!.end();
  }
}
