import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { pgliteNotifications, postgresNotifications } from '../lib/db-notifications.js';

/**
 * `app.dbNotifications`: the database's notifications, heard on one connection and handed to
 * whichever in-memory cache subscribed (plugins subscribe while they load; listening starts
 * once the app is ready and stops when it closes).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const pool = app.database.pool as (pg.Pool & { options: pg.PoolConfig }) | undefined;
    const notifications = app.database.pglite
      ? pgliteNotifications(app.database.pglite)
      : postgresNotifications(pool!.options.connectionString!, app.log);
    app.decorate('dbNotifications', notifications);
    app.addHook('onReady', async () => notifications.start());
    app.addHook('onClose', async () => notifications.close());
  },
  { name: 'db-notifications', dependencies: ['db'] },
);
