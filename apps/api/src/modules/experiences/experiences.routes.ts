import { ExperienceSchema, LangQuerySchema, titleIn, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANG_NOTE, patientLanguage } from '../../lib/languages.js';
import { listExperiencesInOrder } from './experiences.service.js';

/** The kinds of experience a patient can choose at the start of a session. */
export async function experiencesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/experiences',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['session'],
        summary: 'Experiences to choose from, in display order',
        description: `${LANG_NOTE} Answered with \`Content-Language\`.`,
        security: [{ bearer: [] }],
        querystring: LangQuerySchema,
        response: { 200: successEnvelope(z.array(ExperienceSchema)) },
      },
    },
    async (request, reply) => {
      const language = request.query.lang ?? patientLanguage(request.auth!);
      const rows = await listExperiencesInOrder(app);
      reply.header('content-language', language);
      return {
        success: true as const,
        data: rows.map((e) => ({
          id: e.id,
          title: titleIn(e.title, e.translations, language),
          icon: e.icon,
        })),
      };
    },
  );
}
