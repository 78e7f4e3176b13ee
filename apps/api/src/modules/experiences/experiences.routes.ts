import { ExperienceSchema, LangQuerySchema, titleIn, successEnvelope } from '@clearwell/shared';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { preparedPerDatabase } from '../../db/prepared.js';
import { experiences } from '../../db/schema.js';
import { LANG_NOTE, patientLanguage } from '../../lib/languages.js';

const experiencesInOrder = preparedPerDatabase((db) =>
  db.select().from(experiences).orderBy(asc(experiences.position)).prepare('experiences_in_order'),
);

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
      const rows = await experiencesInOrder(app.db).execute();
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
