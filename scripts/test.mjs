// npm test: lint and formatting, then every suite (shared, API on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL, web components, then end to end in Chromium). Fails if any
// part fails or finds no tests.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { digestFile, jsonReportArgs } from './lib/vitest-digest.mjs';
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
const stage = (name, fn, digest) => {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = fn();
  results.push({ name, ok, digest, seconds: Math.round((Date.now() - started) / 1000) });
};
// A Vitest stage of one workspace, writing a JSON report whose failures are printed at the end.
const vitestStage = (name, workspace, env = process.env) => {
  const report = path.join(root, '.cache', 'test-reports', `${name.replace(/\W+/g, '-')}.json`);
  stage(
    name,
    () => {
      rmSync(report, { force: true }); // never a report left by an earlier run
      return run(npm, ['test', '-w', workspace, '--silent', '--', ...jsonReportArgs(report)], { env }) === 0;
    },
    () => digestFile(report, root),
  );
};

stage('lint', () => run(npm, ['run', 'lint', '--silent']) === 0);
stage('format', () => run(npm, ['exec', '--', 'prettier', '--check', '.', '--log-level', 'warn']) === 0);
const scriptTests = readdirSync(path.join(root, 'scripts', 'lib'))
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => path.join('scripts', 'lib', f));
stage('scripts: unit tests', () => run(process.execPath, ['--test', ...scriptTests]) === 0);
stage('typecheck', () => run(npm, ['run', 'typecheck', '--silent']) === 0);
vitestStage('shared: unit tests', 'packages/shared');
vitestStage(`api: tests (${process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite'})`, 'apps/api');
vitestStage('api: latency, alone', 'apps/api', { ...process.env, API_SOLO: '1' });
vitestStage('web: component tests', 'apps/web');
stage('build', () => {
  ensureBuilt({ force: true });
  return true;
});
// The end-to-end digest is written by the suite's own reporter (e2e/support/failure-digest.ts).
const e2eDigest = path.join(root, 'e2e', 'test-results', 'failure-digest.txt');
stage(
  'e2e: Playwright in Chromium',
  () => ensureChromium() && run(npm, ['test', '-w', 'e2e', '--silent']) === 0,
  () => (existsSync(e2eDigest) ? readFileSync(e2eDigest, 'utf8') : `(no digest at ${e2eDigest})`),
);

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
// Each failed stage's failures in a few lines each, last, where a log read from its end shows them.
for (const r of results) if (!r.ok && r.digest) console.log(`\n=== ${r.name}: failures ===\n${r.digest()}`);
process.exit(failed ? 1 : 0);
