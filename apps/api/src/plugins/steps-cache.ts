import { SessionStepSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { z } from 'zod';
import { listAllSteps } from '../modules/session-steps/step-mapper.js';
import { StepsCache } from '../modules/session-steps/steps-cache.js';
import { listenForStepChanges, notifyStepsChanged } from '../modules/session-steps/steps-change-listener.js';

const StepsAnswerSchema = successEnvelope(z.array(SessionStepSchema));

/**
 * `app.sessionSteps`: the patient's session steps, answered from memory until they change.
 * On PostgreSQL a change made through any instance reaches every instance by LISTEN/NOTIFY;
 * PGlite lives in one process, so its own invalidation is enough.
 */
export const stepsCachePlugin = fp(
  async (app: FastifyInstance) => {
    const load = async () => JSON.stringify(StepsAnswerSchema.parse({ success: true, data: await listAllSteps(app.db, app.storage) }));
    const pool = app.database.pool as (pg.Pool & { options: pg.PoolConfig }) | undefined;
    const cache = new StepsCache(load, { enabled: !pool });
    const listener = pool?.options.connectionString ? listenForStepChanges(pool.options.connectionString, cache, app.log) : undefined;
    if (pool && !listener) cache.setEnabled(false);

    app.decorate('sessionSteps', {
      json: () => cache.json(),
      async changed() {
        cache.invalidate();
        if (pool) await notifyStepsChanged(app.db);
      },
    });
    app.addHook('onClose', async () => listener?.close());
  },
  { name: 'steps-cache', dependencies: ['db'] },
);
