import { FeedbackCreatedSchema, FeedbackRequestSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordFeedback } from './feedback.service.js';

export async function feedbackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/feedback',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about the product',
        description:
          'Only `feedback` is required (1..5,000 characters); names, city and country up to 100 characters; `email`, when given, ' +
          'must be valid. The server stores a sentiment (positive, neutral or negative) computed from the text for the statistics.',
        security: [{ bearer: [] }],
        body: FeedbackRequestSchema,
        response: { 201: successEnvelope(FeedbackCreatedSchema) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.subjectId;
      const row = await recordFeedback(app, userId, request.body);
      return reply.code(201).send({
        success: true as const,
        message: 'Thank you for your feedback!',
        data: { id: row.id, created_at: row.createdAt.toISOString() },
      });
    },
  );
}
