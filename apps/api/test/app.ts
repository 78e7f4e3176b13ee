import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { createTestDatabase } from './database.js';
import { MailSink } from './mail-sink.js';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  mail: MailSink;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh copy of the migrated, seeded base database, with mail going to a
 * real SMTP sink and files to a temporary data directory. Use one per test file.
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    logger?: unknown;
    /** Extra routes for tests of cross-cutting behaviour, added before the app is ready. */
    register?: (app: App) => void | Promise<void>;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-app-'));
  const mail = await new MailSink().start();
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://clearwell.test',
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'silent',
      ...opts.env,
    },
    { jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing', ...opts.config },
  );
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: (opts.logger as never) ?? false });
  await opts.register?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    mail,
    dataDir,
    async close() {
      await app.close();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
