import { SessionStepSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-json.js';

export async function sessionStepsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/session-steps',
    {
      onRequest: app.requirePatient,
      schema: { tags: ['Guided session'], security: [{ bearer: [] }], response: { 200: successEnvelope(z.array(SessionStepSchema)) } },
    },
    // The cached answer was validated against this same schema and serialised when it was loaded;
    // Fastify sends a string or buffer as it is, so the type provider's object type does not apply.
    async (request, reply) => sendCachedJson(request, reply, await app.sessionSteps.body()) as never,
  );
}
