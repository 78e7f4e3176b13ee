import { SessionStepSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAllSteps } from './step-mapper.js';

export async function sessionStepsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/session-steps',
    {
      onRequest: app.requirePatient,
      schema: { tags: ['Guided session'], security: [{ bearer: [] }], response: { 200: successEnvelope(z.array(SessionStepSchema)) } },
    },
    async () => ({ success: true as const, data: await listAllSteps(app.db, app.storage) }),
  );
}
