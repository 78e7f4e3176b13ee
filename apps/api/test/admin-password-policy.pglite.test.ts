import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../src/db/migrate.js';
import { COMMON_PASSWORD_MESSAGE } from '../src/lib/common-passwords.js';
import { startServer } from '../../../scripts/lib/server-process.mjs';

/** An admin's password is checked against the common list when it comes from the environment or the command line. */
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'clearwell-admin-'));
const ENV = { DATA_DIR: '', DATABASE_URL: 'memory://', JWT_SECRET: 'admin-policy-secret-long-enough-to-sign' };

function createAdmin(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot(), 'src', 'cli', 'create-admin.ts'), ...args],
    {
      cwd: apiRoot(),
      env: { PATH: process.env.PATH ?? '', ...ENV, DATA_DIR: tmp() },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('a common admin password', () => {
  it('in ADMIN_PASSWORD stops the server at start-up, naming the variable, without echoing it', async () => {
    const env = { ...ENV, DATA_DIR: tmp(), ADMIN_EMAIL: 'admin@example.test', ADMIN_PASSWORD: 'Password1' };
    const outcome = await startServer(env, { source: true }).then(
      async (server) => {
        await server.stop();
        return 'the server started';
      },
      (err: Error) => err.message,
    );
    expect(outcome).toContain('server exited with 1 before starting');
    expect(outcome).toContain(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
    expect(outcome).not.toContain('Password1');
    expect(outcome).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('is refused by admin:create with a clear message and a non-zero exit', async () => {
    const refused = await createAdmin(['--email', 'admin@example.test', '--password', 'Password1']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(COMMON_PASSWORD_MESSAGE);
    expect(refused.output).not.toContain('created');
  });

  it('an uncommon one is taken by admin:create', async () => {
    const created = await createAdmin(['--email', 'admin@example.test', '--password', 'quiet-harbour-admin-7']);
    expect(created.output).toContain('Admin admin@example.test created.');
    expect(created.code).toBe(0);
  });
});
