import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End to end: the built web app served by the real server (one process, in-memory database,
 * mail written to the outbox that tests read), driven in Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 4311);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'clearwell-e2e-'));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;
export const E2E_ADMIN = { email: 'admin@clearwell.test', password: 'quiet-harbour-admin-7' };

/** The step-authoring spec rewrites the guided session, so it gets a server of its own. */
const AUTHORING_PORT = PORT + 1;
export const AUTHORING_DATA_DIR = process.env.E2E_AUTHORING_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'clearwell-e2e-authoring-'));
process.env.E2E_AUTHORING_DATA_DIR = AUTHORING_DATA_DIR;

function serverEnv(port: number, dataDir: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-signing-tokens',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    AUTH_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'shared', testIgnore: /admin-steps\.spec\.ts/ },
    { name: 'authoring', testMatch: /admin-steps\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${AUTHORING_PORT}` } },
  ],
  webServer: [
    [PORT, E2E_DATA_DIR],
    [AUTHORING_PORT, AUTHORING_DATA_DIR],
  ].map(([port, dataDir]) => ({
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: serverEnv(Number(port), String(dataDir)),
  })),
});
