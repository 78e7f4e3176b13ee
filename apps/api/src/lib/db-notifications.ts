import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

const RETRY_MS = 1000;

export type NotificationHandler = (payload: string) => void;
/** Told whether every notification is being heard: caches may only answer from memory while it is `true`. */
export type ListeningHandler = (listening: boolean) => void;

export interface DbNotifications {
  /** Call before `start()`. */
  on(channel: string, handler: NotificationHandler): void;
  onListening(handler: ListeningHandler): void;
  /** Resolves after the first attempt to listen, whether or not it succeeded (PostgreSQL retries). */
  start(): Promise<void>;
  close(): Promise<void>;
}

interface Subscriptions {
  channels: Map<string, NotificationHandler[]>;
  listening: ListeningHandler[];
}

function subscriptions(): Subscriptions & Pick<DbNotifications, 'on' | 'onListening'> {
  const channels = new Map<string, NotificationHandler[]>();
  const listening: ListeningHandler[] = [];
  return {
    channels,
    listening,
    on(channel, handler) {
      channels.set(channel, [...(channels.get(channel) ?? []), handler]);
    },
    onListening(handler) {
      listening.push(handler);
    },
  };
}

const deliver = (subs: Subscriptions, channel: string, payload: string) => {
  for (const handler of subs.channels.get(channel) ?? []) handler(payload);
};
const announce = (subs: Subscriptions, up: boolean) => subs.listening.forEach((handler) => handler(up));

/**
 * PostgreSQL: one LISTEN connection, shared by every in-memory cache of this instance, so a
 * change made through any instance (or by a trigger) reaches them all. While the connection
 * is down a notification could be missed, so listeners are told to stop answering from memory
 * until it is back.
 */
export function postgresNotifications(connectionString: string, log: FastifyBaseLogger): DbNotifications {
  const subs = subscriptions();
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    announce(subs, false);
    c.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RETRY_MS).unref();
  };

  async function connect() {
    const c = new pg.Client({ connectionString });
    client = c;
    c.on('notification', (n) => deliver(subs, n.channel, n.payload ?? ''));
    c.on('error', (err) => {
      log.warn({ err }, 'lost the database notification listener; caches read the database until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      for (const channel of subs.channels.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === c && !closed) announce(subs, true);
    } catch (err) {
      if (!closed) log.warn({ err }, 'could not listen for database notifications; retrying');
      lost(c);
    }
  }

  return {
    on: subs.on,
    onListening: subs.onListening,
    start: () => connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      announce(subs, false);
      await c?.end().catch(() => {});
    },
  };
}

/**
 * PGlite lives in this one process, so it hears every notification its own statements raise;
 * it delivers them as it returns the statement's result, before the caller goes on.
 */
export function pgliteNotifications(pglite: PGlite): DbNotifications {
  const subs = subscriptions();
  const unsubscribes: Promise<() => Promise<void>>[] = [];
  return {
    on: subs.on,
    onListening: subs.onListening,
    async start() {
      for (const channel of subs.channels.keys()) unsubscribes.push(pglite.listen(channel, (payload) => deliver(subs, channel, payload)));
      await Promise.all(unsubscribes).then(() => announce(subs, true), () => announce(subs, false));
    },
    async close() {
      announce(subs, false);
      if (pglite.closed) return;
      await Promise.all(unsubscribes.map(async (u) => (await u)().catch(() => {}))).catch(() => {});
    },
  };
}
