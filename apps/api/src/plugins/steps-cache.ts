import { pagedSchema, SessionStepSchema, successEnvelope, type SessionStep, type StepListQuery } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { CachedJson } from '../lib/cached-json.js';
import { pageOfSteps } from '../modules/admin-steps/admin-steps.service.js';
import { listAllSteps } from '../modules/session-steps/step-mapper.js';
import { StepsCache, type StepSummary } from '../modules/session-steps/steps-cache.js';
import { notifyStepsChanged, STEPS_CHANGED_CHANNEL } from '../modules/session-steps/steps-change-notice.js';

const StepsAnswerSchema = successEnvelope(z.array(SessionStepSchema));
const PageAnswerSchema = successEnvelope(pagedSchema(SessionStepSchema));
const MAX_PAGES = 64;

/**
 * `app.sessionSteps`: the patient's session steps, answered from memory until they change.
 * On PostgreSQL a change made through any instance reaches every instance by LISTEN/NOTIFY;
 * PGlite lives in one process, so its own invalidation is enough.
 */
export const stepsCachePlugin = fp(
  async (app: FastifyInstance) => {
    const load = async () => JSON.stringify(StepsAnswerSchema.parse({ success: true, data: await listAllSteps(app.db, app.storage) }));
    const pool = app.database.pool;
    // PostgreSQL: on while this instance hears every other instance's changes.
    const cache = new StepsCache(load, { enabled: !pool });
    if (pool) {
      app.dbNotifications.on(STEPS_CHANGED_CHANNEL, () => cache.invalidate());
      app.dbNotifications.onListening((listening) => cache.setEnabled(listening));
    }

    // The same answer as values, and as the id → title and types lookup a submission needs;
    // rebuilt when the answer changes.
    let parsed: { json: string; body: CachedJson; steps: SessionStep[]; byId: Map<string, StepSummary>; pages: Map<string, CachedJson> } | undefined;
    const current = async () => {
      const json = await cache.json();
      if (parsed?.json !== json) {
        const steps = (JSON.parse(json) as { data: SessionStep[] }).data;
        const byId = new Map(
          steps.map((s) => [s.id.toLowerCase(), { id: s.id, title: s.title, types: s.type, slider: s.type.includes('slider') ? s.options.slider_config : null }]),
        );
        parsed = { json, body: new CachedJson(json), steps, byId, pages: new Map() };
      }
      return parsed;
    };

    app.decorate('sessionSteps', {
      json: () => cache.json(),
      body: async () => (await current()).body,
      byId: async () => (await current()).byId,
      // The admin list's pages, serialised once each; a handful of page sizes and orders are
      // asked for in practice, so past MAX_PAGES a page is built for its request only.
      async page(query: StepListQuery) {
        const { steps, pages } = await current();
        const key = `${query.sort_order}:${query.page}:${query.limit}`;
        let body = pages.get(key);
        if (!body) {
          body = new CachedJson(JSON.stringify(PageAnswerSchema.parse({ success: true, data: pageOfSteps(steps, query) })));
          if (pages.size < MAX_PAGES) pages.set(key, body);
        }
        return body;
      },
      async changed() {
        cache.invalidate();
        if (pool) await notifyStepsChanged(app.db);
      },
    });
  },
  { name: 'steps-cache', dependencies: ['db', 'db-notifications'] },
);
