import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';

/** Exposes the database and closes it when the app closes (after in-flight requests finish). */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'db' },
);
