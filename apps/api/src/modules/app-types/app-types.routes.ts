import { AppTypeListSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAppTypesWithPatientCounts } from './app-types.service.js';

/** The app types the product serves, each with how many patients signed up from it. */
export async function appTypesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/app-types',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'App types with their number of patients',
        response: { 200: successEnvelope(AppTypeListSchema) },
      },
    },
    async () => {
      const rows = await listAppTypesWithPatientCounts(app);
      const items = rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        user_count: Number(r.userCount),
        created_at: r.createdAt.toISOString(),
      }));
      return { success: true as const, data: { items } };
    },
  );
}
