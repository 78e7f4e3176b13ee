// npm run bench: the whole performance check, never part of npm test. Builds once, then
// 1. a day's peak on the API, on PostgreSQL (when DATABASE_URL is set) and on PGlite, and the server's
//    memory during large exports and a large upload (apps/api/bench);
// 2. the web bundle budgets (scripts/bundle-budget.mjs);
// 3. Lighthouse on the patient and admin pages (scripts/lighthouse.mjs).
// Each writes its table into docs/performance.md; exits 1 if any budget is missed.
import path from 'node:path';
import { ensureInstalled, npm, root, run } from './lib/workspace.mjs';

ensureInstalled();
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const stages = [];
function stage(name, command, args, opts) {
  const t = Date.now();
  const status = run(command, args, opts);
  stages.push({ name, ok: status === 0, seconds: seconds(t) });
  return status === 0;
}

if (!stage('build', npm, ['run', 'build', '--silent'])) process.exit(1);
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
stage('API and memory', tsx, ['bench/run.ts'], { cwd: path.join(root, 'apps/api') });
stage('web bundles', process.execPath, ['scripts/bundle-budget.mjs', '--write']);
stage('Lighthouse', process.execPath, ['scripts/lighthouse.mjs']);

console.log(`\n${stages.map((s) => `${s.ok ? 'met ' : 'MISS'} ${s.name} (${s.seconds} s)`).join('\n')}`);
const allOk = stages.every((s) => s.ok);
console.log(
  `${allOk ? 'Every budget is met.' : 'Some budgets are NOT met.'} npm run bench took ${seconds(started)} s.`,
);
process.exit(allOk ? 0 : 1);
