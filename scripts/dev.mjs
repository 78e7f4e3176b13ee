// npm run dev: the API with reload on change, and Vite with hot module replacement (proxying /api).
import { spawn } from 'node:child_process';
import { ensureInstalled, npm, root } from './lib/workspace.mjs';

ensureInstalled();
const children = [
  spawn(npm, ['run', 'dev', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
