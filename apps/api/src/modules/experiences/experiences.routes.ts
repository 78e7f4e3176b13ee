import { ExperienceSchema, successEnvelope } from '@clearwell/shared';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { experiences } from '../../db/schema.js';

/** The kinds of experience a patient can choose at the start of a session. */
export async function experiencesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/experiences',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['session'],
        summary: 'Experiences to choose from, in display order',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(ExperienceSchema)) },
      },
    },
    async () => {
      const rows = await app.db.select().from(experiences).orderBy(asc(experiences.position));
      return { success: true as const, data: rows.map((e) => ({ id: e.id, title: e.title, icon: e.icon })) };
    },
  );
}
