import { AdminFeedbackItemSchema, PageQuerySchema, pagedSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listFeedback } from './admin-feedback.service.js';

export async function adminFeedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/feedback',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Feedback received, newest first, one page at a time',
        querystring: PageQuerySchema,
        response: { 200: successEnvelope(pagedSchema(AdminFeedbackItemSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listFeedback(app, request.query) }),
  );
}
