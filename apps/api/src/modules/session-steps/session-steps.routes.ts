import { SessionStepSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonWithEtag } from '../../lib/etag.js';
import { listSteps } from './step-mapper.js';

const StepsAnswerSchema = successEnvelope(z.array(SessionStepSchema));

export async function sessionStepsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/session-steps',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['Guided session'],
        description:
          'With an ETag: a request whose `If-None-Match` names the current one is answered 304, without a body.',
        security: [{ bearer: [] }],
        response: { 200: StepsAnswerSchema },
      },
    },
    // Validated against the route's schema here, and serialised once, so the ETag hashes what is sent.
    async (request, reply) => {
      const answer = StepsAnswerSchema.parse({ success: true, data: await listSteps(app) });
      return sendJsonWithEtag(request, reply, JSON.stringify(answer)) as never;
    },
  );
}
