import { FeedbackCreatedSchema, FeedbackRequestSchema, successEnvelope } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feedback, users } from '../../db/schema.js';
import { classifySentiment } from '../../lib/sentiment.js';

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
      const body = request.body;
      const [user] = await app.db.select({ appType: users.appType }).from(users).where(eq(users.id, userId));
      const [row] = await app.db
        .insert(feedback)
        .values({
          userId,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email.toLowerCase(),
          city: body.city,
          country: body.country,
          feedback: body.feedback,
          sentiment: classifySentiment(body.feedback),
          appType: user?.appType ?? 'web',
        })
        .returning({ id: feedback.id, createdAt: feedback.createdAt });
      return reply.code(201).send({
        success: true as const,
        message: 'Thank you for your feedback!',
        data: { id: row!.id, created_at: row!.createdAt.toISOString() },
      });
    },
  );
}
