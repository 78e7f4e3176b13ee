// npm start: install what is missing, build what is stale, then serve the whole product.
// The server migrates and seeds the database itself at start-up.
import { ensureBuilt, ensureInstalled, runForeground } from './lib/workspace.mjs';

ensureInstalled();
ensureBuilt();
runForeground(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js']);
