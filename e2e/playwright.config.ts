import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End to end: the built web app served by the real server (one process, in-memory database,
 * mail written to the outbox that tests read), driven in Debian's Chromium. The servers are
 * started by support/servers.ts.
 */
const PORT = Number(process.env.E2E_PORT ?? 4311);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'clearwell-e2e-'));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
export const E2E_ADMIN = { email: 'admin@clearwell.test', password: 'quiet-harbour-admin-7' };

/**
 * Specs whose assertions depend on the whole database (the step-authoring and content-version
 * specs rewrite the guided session; the dashboard spec counts every patient) get a server of their own.
 */
const ISOLATED = [
  { name: 'authoring', spec: /admin-steps\.spec\.ts/, port: PORT + 1 },
  { name: 'insights', spec: /admin-insights\.spec\.ts/, port: PORT + 2 },
  { name: 'versions', spec: /content-versions\.spec\.ts/, port: PORT + 3 },
].map((p) => {
  const key = `E2E_${p.name.toUpperCase()}_DATA_DIR`;
  const dataDir = process.env[key] ?? mkdtempSync(path.join(os.tmpdir(), `clearwell-e2e-${p.name}-`));
  process.env[key] = dataDir;
  return { ...p, dataDir };
});
/** The servers support/servers.ts starts, each with a port and a data directory of its own. */
export const E2E_SERVERS = [
  { port: PORT, dataDir: E2E_DATA_DIR },
  ...ISOLATED.map(({ port, dataDir }) => ({ port, dataDir })),
];
/** Every server's data directory: tests find a mail in whichever outbox received it. */
process.env.E2E_DATA_DIRS = E2E_SERVERS.map((s) => s.dataDir).join(',');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./support/failure-digest.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shared', testIgnore: ISOLATED.map((p) => p.spec) },
    ...ISOLATED.map((p) => ({ name: p.name, testMatch: p.spec, use: { baseURL: `http://127.0.0.1:${p.port}` } })),
  ],
  globalSetup: './support/servers.ts',
});
