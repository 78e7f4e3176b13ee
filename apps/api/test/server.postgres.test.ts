import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../scripts/lib/server-process.mjs';
import { scratchDatabase } from './postgres-instances.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'clearwell-server-'));
const SECRET = { JWT_SECRET: 'server-test-secret-long-enough-to-sign-tokens' };

describe('the server process on PostgreSQL', () => {
  it('starts two instances at once on an empty database; both serve, migrations run once', async () => {
    const database = await scratchDatabase('twin');
    try {
      const env = { DATABASE_URL: database.url, ...SECRET };
      const dataDirs = [tmp(), tmp()];
      for (const dir of dataDirs) chmodSync(dir, 0o755);
      const [a, b] = await Promise.all(dataDirs.map((dir) => startServer({ ...env, DATA_DIR: dir }, { source: true })));
      // DATA_DIR (the mail outbox, uploads, the generated key) is the server's user's alone here too.
      for (const dir of dataDirs) expect((statSync(dir).mode & 0o777).toString(8)).toBe('700');
      expect((await fetch(`${a!.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${b!.url}/readyz`)).status).toBe(200);
      expect(await a!.stop()).toBe(0);
      expect(await b!.stop()).toBe(0);
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const migrations = await check.query('select hash from drizzle.__drizzle_migrations');
      const appTypes = await check.query("select code from app_types where code = 'web'");
      await check.end();
      expect(new Set(migrations.rows.map((r) => r.hash)).size).toBe(migrations.rowCount);
      expect(appTypes.rowCount).toBe(1);
    } finally {
      await database.drop();
    }
  });
});
