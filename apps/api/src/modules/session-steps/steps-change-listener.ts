import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.js';
import type { StepsCache } from './steps-cache.js';

const CHANNEL = 'clearwell_steps_changed';
const RETRY_MS = 1000;

/** Tells every instance listening on this PostgreSQL database that the steps changed. */
export async function notifyStepsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Holds a LISTEN connection so a change made through any instance reaches this one's cache.
 * The cache is enabled only while the connection is up: a notification missed while it was
 * down would otherwise leave stale steps, so until it is back every request reads the database.
 */
export function listenForStepChanges(connectionString: string, cache: StepsCache, log: FastifyBaseLogger) {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    cache.setEnabled(false);
    c.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RETRY_MS).unref();
  };

  async function connect() {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', () => cache.invalidate());
    c.on('error', (err) => {
      log.warn({ err }, 'lost the step-change listener; steps are read from the database until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (client === c && !closed) cache.setEnabled(true);
    } catch (err) {
      if (!closed) log.warn({ err }, 'could not listen for step changes; retrying');
      lost(c);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      cache.setEnabled(false);
      await c?.end().catch(() => {});
    },
  };
}
