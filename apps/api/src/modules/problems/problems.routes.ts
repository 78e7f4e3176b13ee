import { ProblemCreatedSchema, ProblemRequestSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Batched } from '../../lib/batched.js';
import { agreementRequired, agreementsOf, prepareProblem, storeProblems, type ProblemToStore } from './problems.service.js';

/**
 * Submissions that arrive together are checked and stored together (lib/batched.ts): one query
 * for their patients' agreement, one statement and one commit for their sessions. PGlite runs
 * one statement at a time, so one batch at a time; PostgreSQL overlaps a batch's commit with
 * the next batch's statement.
 */
function batchedWork(app: FastifyInstance) {
  const concurrency = app.database.kind === 'pglite' ? 1 : 2;
  return {
    agreement: new Batched((userIds: string[]) => agreementsOf(app.db, userIds), { maxBatch: 256, concurrency }),
    store: new Batched((sessions: ProblemToStore[]) => storeProblems(app.db, sessions), { maxBatch: 64, concurrency }),
  };
}

export async function problemsRoutes(app: FastifyInstance) {
  const batched = batchedWork(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/problem',
    {
      // Who is asking and whether they may, before the body is judged: 401, then 403, then 400.
      onRequest: app.requirePatient,
      preValidation: async (request) => {
        if (!(await batched.agreement.add(request.auth!.subjectId))) throw agreementRequired();
      },
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
      const session = prepareProblem(request.auth!.subjectId, request.body.responses, await app.sessionSteps.byId());
      const created = await batched.store.add(session);
      app.journal.changed(request.auth!.subjectId);
      return reply.code(201).send({ success: true as const, message: 'Your session has been saved.', data: created });
    },
  );
}
