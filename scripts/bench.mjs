// npm run bench: the API benchmark (PostgreSQL when DATABASE_URL is set, and PGlite), then the
// web bundle budgets. Never part of npm test.
import { ensureInstalled, npm, run } from './lib/workspace.mjs';

ensureInstalled();
const api = run(npm, ['run', 'bench', '-w', 'apps/api', '--silent']);
const web = run(process.execPath, ['scripts/bundle-budget.mjs']);
process.exit(api || web ? 1 : 0);
