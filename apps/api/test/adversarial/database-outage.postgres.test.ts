import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createPool, fromPool, type Database } from '../../src/db/client.js';
import { createTestDatabase } from '../database.js';
import { bearer, createPatient } from '../factories.js';
import { TcpRelay } from '../tcp-relay.js';

/** The database goes away mid-traffic and comes back; the app recovers without a restart. */
describe('database outage', () => {
  let direct: Database;
  let viaRelay: Database;
  let relay: TcpRelay;
  let app: App;
  let token: string;

  beforeAll(async () => {
    direct = await createTestDatabase();
    const target = new URL(process.env.TEST_DATABASE_URL!);
    relay = await new TcpRelay({ host: target.hostname, port: Number(target.port || 5432) }).start();
    const dbName = (await direct.pool!.query('select current_database() as name')).rows[0].name as string;
    const relayed = new URL(process.env.TEST_DATABASE_URL!);
    relayed.host = `127.0.0.1:${relay.port}`;
    relayed.pathname = `/${dbName}`;
    viaRelay = fromPool(createPool(relayed.toString(), 5));
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: '/tmp/clearwell-outage', LOG_LEVEL: 'silent' },
      { jwtSecret: 'outage-secret-long-enough-for-hs256-signing' },
    );
    app = await buildApp({ config, database: viaRelay, logger: false });
    await app.ready();
    token = (await createPatient(direct, config.jwtSecret)).token;
  });
  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await direct?.close();
  });

  const agreement = () => app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(token) });

  it('answers normally while the database is up', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await agreement()).statusCode).toBe(200);
  });

  it('goes not-ready and fails requests cleanly with 503 while it is down', async () => {
    await relay.cut();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    const res = await agreement();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBeDefined();
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('recovers by itself when the database returns', async () => {
    await relay.start();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await agreement()).statusCode).toBe(200);
  });
});
