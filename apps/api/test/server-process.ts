import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../src/db/migrate.js';

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts src/server.ts in its own process (through tsx) and waits for its "running at" line. */
export function startServer(env: Record<string, string>, timeoutMs = 45_000): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot(), 'src', 'server.ts')], {
    cwd: apiRoot(),
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, timeoutMs);
    const onData = () => {
      const match = /running at (http:\/\/[^\s]+)/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve({
        child,
        url: match[1]!,
        output: () => out,
        async stop(signal = 'SIGTERM') {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${out}`));
    });
  });
}

/** Runs the server expecting it to fail at start-up; resolves with its exit code and output. */
export function startExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot(), 'src', 'server.ts')], {
    cwd: apiRoot(),
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output: out })));
}
