import { LangQuerySchema, SessionStepResponseSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonWithEtag } from '../../lib/etag.js';
import { LANG_NOTE, patientLanguage } from '../../lib/languages.js';
import { listSteps } from './session-steps.service.js';

const StepsAnswerSchema = successEnvelope(z.array(SessionStepResponseSchema));

export async function sessionStepsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/session-steps',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['Guided session'],
        description:
          `${LANG_NOTE} Every step has its stable \`key\` (e.g. \`sensation_state\`), the same in every language; ` +
          'the choices (`options.radio_options`) are the translated list only when it has as many choices as the English one. ' +
          'Each step names the content version it belongs to (`content_version_id`, the version live when the list was read): ' +
          'the web app sends it back with the session (`POST /api/problem`). ' +
          'Answered with `Content-Language` and an ETag that names the language: a request whose `If-None-Match` ' +
          'names the current one is answered 304, without a body.',
        security: [{ bearer: [] }],
        querystring: LangQuerySchema,
        response: { 200: StepsAnswerSchema },
      },
    },
    // Validated against the route's schema here, and serialised once, so the ETag hashes what is sent.
    async (request, reply) => {
      const language = request.query.lang ?? patientLanguage(request.auth!);
      const answer = StepsAnswerSchema.parse({ success: true, data: await listSteps(app, language) });
      reply.header('content-language', language);
      return sendJsonWithEtag(request, reply, JSON.stringify(answer), language) as never;
    },
  );
}
