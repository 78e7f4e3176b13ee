// npm test: lint and formatting, then every suite (shared, API on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, web components, then end to end in Chromium). Fails if any
// part fails or finds no tests.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, npm, root, run } from './lib/workspace.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}; install Debian's chromium package (apt-get install -y chromium).`,
    );
    return false;
  }
  console.log("Installing Debian's Chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], { env }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) === 0
  );
}

ensureInstalled();
const results = [];
const stage = (name, fn) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = fn();
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
};

stage('lint', () => run(npm, ['run', 'lint', '--silent']) === 0);
stage('format', () => run(npm, ['exec', '--', 'prettier', '--check', '.', '--log-level', 'warn']) === 0);
const scriptTests = readdirSync(path.join(root, 'scripts', 'lib'))
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('scripts', 'lib', f));
stage('scripts: unit tests', () => run(process.execPath, ['--test', ...scriptTests]) === 0);
stage('typecheck', () => run(npm, ['run', 'typecheck', '--silent']) === 0);
stage('shared: unit tests', () => run(npm, ['test', '-w', 'packages/shared', '--silent']) === 0);
stage(
  `api: tests (${process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite'})`,
  () => run(npm, ['test', '-w', 'apps/api', '--silent']) === 0,
);
stage(
  'api: latency, alone',
  () => run(npm, ['test', '-w', 'apps/api', '--silent'], { env: { ...process.env, API_SOLO: '1' } }) === 0,
);
stage('web: component tests', () => run(npm, ['test', '-w', 'apps/web', '--silent']) === 0);
stage('build', () => {
  ensureBuilt({ force: true });
  return true;
});
stage('e2e: Playwright in Chromium', () => ensureChromium() && run(npm, ['test', '-w', 'e2e', '--silent']) === 0);

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
// The end-to-end failures in a few lines each (e2e/support/failure-digest.ts), last, where a log
// read from its end shows them.
const digest = path.join(root, 'e2e', 'test-results', 'failure-digest.txt');
if (results.some((r) => !r.ok && r.name.startsWith('e2e')) && existsSync(digest)) {
  console.log(`\n=== e2e failures ===\n${readFileSync(digest, 'utf8')}`);
}
process.exit(failed ? 1 : 0);
