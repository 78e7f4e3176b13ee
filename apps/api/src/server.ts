import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { apiRoot } from './db/migrate.js';
import { startPgliteUpkeep } from './db/pglite-upkeep.js';
import { prepareDatabase } from './db/prepare.js';
import { ensureConfiguredAdmin } from './lib/admin-bootstrap.js';
import { databaseFailure } from './lib/database-errors.js';
import { restrictDataDir } from './lib/data-dir.js';

async function main() {
  // What the server creates (DATA_DIR, uploads, mails, the signing key) is its user's alone.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig(process.env, {});
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  config.webDistDir = path.resolve(apiRoot(), '..', 'web', 'dist');

  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const { seeded } = await prepareDatabase(database);
  const adminCreated = await ensureConfiguredAdmin(database.db, config);
  const restricted = await restrictDataDir(config.dataDir);
  const app = await buildApp({ config, database });
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum: the server keeps its statistics and dead rows in hand itself.
    let upkeep: Awaited<ReturnType<typeof startPgliteUpkeep>> | undefined;
    app.addHook('onReady', async () => {
      upkeep = await startPgliteUpkeep(database, app.log);
    });
    // Before the database closes: a round under way finishes, and none starts after.
    app.addHook('preClose', async () => upkeep?.stop());
  }
  if (restricted.changed)
    app.log.info({ entries: restricted.changed }, 'DATA_DIR: removed the access of group and others');
  if (restricted.notOwned.length) {
    app.log.warn(
      { entries: restricted.notOwned.slice(0, 20) },
      'DATA_DIR: entries owned by another user keep their access; change them by hand',
    );
  }
  if (seeded.length) app.log.info({ seeded }, 'seeded default content');
  if (adminCreated) app.log.info({ email: config.adminEmail }, 'created the configured admin');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number }).port;
  console.log(`${config.appName} is running at http://${shown}:${port} (database: ${database.kind})`);
}

main().catch((err) => {
  // A bad setting is told by its message alone, naming the variable;
  // a failed start-up write (the configured admin, say) must not print the values it carried.
  const failure = databaseFailure(err);
  if (err instanceof ConfigError) console.error(err.message);
  else
    console.error(
      'Failed to start:',
      failure ? JSON.stringify(failure, null, 2) : err instanceof Error ? err.stack : err,
    );
  process.exit(1);
});
