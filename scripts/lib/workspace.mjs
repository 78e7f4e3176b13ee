// Helpers for the root scripts. Only Node's own modules: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

export function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  return result.status ?? 1;
}

export function runOrExit(command, args, opts) {
  const status = run(command, args, opts);
  if (status !== 0) process.exit(status);
}

/**
 * Where a completed install records which lockfile it installed. npm's own
 * `node_modules/.package-lock.json` is written even by an install that left out the dev
 * dependencies (`NODE_ENV=production`) or stopped halfway, so it proves nothing; this marker is
 * written only after `npm ci` finished, and names the exact lockfile it installed.
 */
export const INSTALL_MARKER = path.join('node_modules', '.clearwell-install');

export function lockDigest(rootDir = root) {
  const lock = path.join(rootDir, 'package-lock.json');
  return createHash('sha256')
    .update(existsSync(lock) ? readFileSync(lock) : '')
    .digest('hex');
}

/** True unless a finished install of exactly this lockfile is in place. */
export function installNeeded(rootDir = root) {
  const marker = path.join(rootDir, INSTALL_MARKER);
  return !existsSync(marker) || readFileSync(marker, 'utf8').trim() !== lockDigest(rootDir);
}

/**
 * The install command: `npm ci` installs exactly the lockfile (and starts from a clean
 * node_modules, so a partial install is repaired rather than trusted). The build needs the dev
 * dependencies (Vite, esbuild, TypeScript), so they are included whatever NODE_ENV says.
 */
export const INSTALL_ARGS = ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'];

/** Installs dependencies unless a finished install of the current lockfile is in place. */
export function ensureInstalled() {
  if (!installNeeded()) return;
  console.log('Installing dependencies from package-lock.json…');
  runOrExit(npm, INSTALL_ARGS);
  writeFileSync(path.join(root, INSTALL_MARKER), `${lockDigest()}\n`);
}

const SHARED = ['packages/shared/src', 'package-lock.json'];
const WEB_INPUTS = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', ...SHARED];
const API_INPUTS = ['apps/api/src', 'apps/api/build.mjs', ...SHARED];

/** Builds the web app and the server bundle when their sources changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  if (force || isStale('apps/web/dist/index.html', WEB_INPUTS)) {
    console.log('Building the web app…');
    runOrExit(npm, ['run', 'build', '-w', 'apps/web', '--silent']);
  }
  if (force || isStale('apps/api/dist/server.js', API_INPUTS)) {
    console.log('Building the server…');
    runOrExit(npm, ['run', 'build', '-w', 'apps/api', '--silent']);
  }
}

/** Runs a long-lived child, forwarding SIGINT/SIGTERM, and exits with its code. */
export function runForeground(command, args, opts = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

export { npm };
