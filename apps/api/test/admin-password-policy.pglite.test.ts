import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from '../src/db/migrate.js';
import { COMMON_PASSWORD_MESSAGE } from '../src/lib/common-passwords.js';
import { startServer } from '../../../scripts/lib/server-process.mjs';

/** A person typing an admin's password into admin:create is told when it is a common one; ADMIN_PASSWORD is taken as given. */
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
  it('in ADMIN_PASSWORD creates the admin at start-up, who can sign in with it', async () => {
    const env = { ...ENV, DATA_DIR: tmp(), ADMIN_EMAIL: 'admin@example.test', ADMIN_PASSWORD: 'Password1' };
    const server = await startServer(env, { source: true });
    try {
      const res = await fetch(`${server.url}/api/admin/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.test', password: 'Password1' }),
      });
      expect(res.status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('is refused by admin:create with a clear message and a non-zero exit', async () => {
    const refused = await createAdmin(['--email', 'admin@example.test', '--password', 'Password1']);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(COMMON_PASSWORD_MESSAGE);
    expect(refused.output).not.toContain('created');
  });
});
