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
  webServer: {
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: 'memory://',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-signing-tokens',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
