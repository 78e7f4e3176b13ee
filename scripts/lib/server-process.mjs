// The server in a process of its own, one way for every caller: the API's process tests (from
// source, through tsx), the end-to-end tests and Lighthouse (the build). Only Node's own modules.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './workspace.mjs';

const api = path.join(root, 'apps', 'api');
const entry = (source) =>
  source ? ['--import', 'tsx', path.join(api, 'src', 'server.ts')] : [path.join(api, 'dist', 'server.js')];

function spawnServer(env, source) {
  // Nothing of the caller's environment reaches the server but PATH: what it runs with is `env`.
  const child = spawn(process.execPath, entry(source), {
    cwd: api,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

/** Starts the server and resolves once it prints the address it listens on. */
export function startServer(env, { source = false, timeoutMs = 180_000 } = {}) {
  const { child, output, exited } = spawnServer({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env }, source);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const match = /running at (http:\/\/\S+)/.exec(output());
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        child,
        url: match[1],
        output,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before starting:\n${output()}`));
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function startExpectingFailure(env, { source = false } = {}) {
  const { output, exited } = spawnServer(env, source);
  return { code: await exited, output: output() };
}

/** A port nobody listens on, for a server whose address must be known before it starts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The build on a fresh data directory and an in-memory database, at an address known in
 * advance (mailed links carry it). `stop()` deletes the data directory unless `env.DATA_DIR` named it.
 */
export async function startThrowawayServer(env = {}) {
  const port = env.PORT ?? String(await freePort());
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'clearwell-server-'));
  const ownsDataDir = !env.DATA_DIR;
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    PUBLIC_URL: url,
    JWT_SECRET: 'throwaway-server-secret-long-enough-for-signing',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  return {
    ...server,
    url,
    dataDir,
    async stop() {
      const code = await server.stop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
