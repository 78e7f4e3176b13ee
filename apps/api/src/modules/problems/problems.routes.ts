import { ProblemCreatedSchema, ProblemRequestSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assertAgreementAccepted, createProblem } from './problems.service.js';

export async function problemsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/problem',
    {
      // Who is asking and whether they may, before the body is judged: 401, then 403, then 400.
      onRequest: app.requirePatient,
      preValidation: async (request) => assertAgreementAccepted(app.db, request.auth!.subjectId),
      schema: {
        tags: ['session'],
        summary: 'Submit the answers of one guided session',
        description:
          'Each answer is a string, a number (slider) or `[choice, text-or-number]` (radio with text or slider); texts up to 10,000 ' +
          'characters. Every `session_step_id` must name an existing step. The experience is read from the first options-step ' +
          'answer (an experience id or title); intensity_first/intensity_last from the first and last slider answers. ' +
          '403 AGREEMENT_REQUIRED until the conditions of use are accepted.',
        security: [{ bearer: [] }],
        body: ProblemRequestSchema,
        response: { 201: successEnvelope(ProblemCreatedSchema) },
      },
    },
    async (request, reply) => {
      const created = await createProblem(app.db, request.auth!.subjectId, request.body.responses, await app.sessionSteps.byId());
      app.journal.changed(request.auth!.subjectId);
      return reply.code(201).send({ success: true as const, message: 'Your session has been saved.', data: created });
    },
  );
}
