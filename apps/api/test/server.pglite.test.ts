import { chmodSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { startExpectingFailure, startServer } from '../../../scripts/lib/server-process.mjs';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'clearwell-server-'));
const SOURCE = { source: true };
const SECRET = { JWT_SECRET: 'server-test-secret-long-enough-to-sign-tokens' };

describe('the server process on the embedded database', () => {
  it('serves, then drains and exits 0 on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: tmp(), DATABASE_URL: 'memory://', ...SECRET }, SOURCE);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const missing = await fetch(`${server.url}/api/unknown`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const started = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps every row across a restart on disk', async () => {
    const dataDir = tmp();
    const env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'keeper@example.test',
      ADMIN_PASSWORD: 'a-long-admin-password',
      ...SECRET,
    };
    const first = await startServer(env, SOURCE);
    expect(await first.stop('SIGINT')).toBe(0);
    const second = await startServer(env, SOURCE);
    expect(await second.stop()).toBe(0);
    const db = await PGlite.create(path.join(dataDir, 'db'));
    const admins = await db.query<{ email: string }>('select email from admins');
    const seeds = await db.query<{ key: string }>('select key from seed_state');
    await db.close();
    expect(admins.rows.map((r) => r.email)).toEqual(['keeper@example.test']);
    expect(seeds.rows.length).toBeGreaterThan(0);
  });

  it('keeps DATA_DIR and the embedded database to its own user: 0700, and nothing in it open to group or others', async () => {
    const dataDir = tmp();
    chmodSync(dataDir, 0o777);
    writeFileSync(path.join(dataDir, 'left-by-an-older-release.txt'), 'x', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'left-by-an-older-release.txt'), 0o666);
    const server = await startServer({ DATA_DIR: dataDir, ...SECRET }, SOURCE);
    const open: string[] = [];
    const walk = (dir: string) => {
      for (const item of readdirSync(dir, { withFileTypes: true })) {
        const entry = path.join(dir, item.name);
        if ((statSync(entry).mode & 0o077) !== 0)
          open.push(`${path.relative(dataDir, entry)} ${(statSync(entry).mode & 0o777).toString(8)}`);
        if (item.isDirectory()) walk(entry);
      }
    };
    walk(dataDir);
    expect(await server.stop()).toBe(0);
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(0);
    expect(open).toEqual([]);
  });

  it('stops at start-up with a message naming a bad variable', async () => {
    const result = await startExpectingFailure({ DATA_DIR: tmp(), PORT: 'not-a-port' }, SOURCE);
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT');
  });

  it('refuses to start in production without SMTP_URL (the outbox logs its links), naming it', async () => {
    const result = await startExpectingFailure(
      { DATA_DIR: tmp(), DATABASE_URL: 'memory://', NODE_ENV: 'production', ...SECRET },
      SOURCE,
    );
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/SMTP_URL: is required when NODE_ENV=production/);
  });
});
