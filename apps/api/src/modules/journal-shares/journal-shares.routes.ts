import {
  CreatedShareSchema,
  CreateShareRequestSchema,
  MessageOnlySchema,
  SharedJournalSchema,
  ShareSummarySchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { limitSharedLinkReads, SHARED_LINK_RATE_LIMIT } from '../../lib/shared-link-limit.js';
import { createShare, listShares, openSharedJournal, revokeShare } from './journal-shares.service.js';

/** Read-only links a patient makes to chosen journal entries for a coach or therapist. */
export async function journalSharesRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['journal'];
  const security = [{ bearer: [] }];

  app.post(
    '/api/journal/shares',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Make a read-only link to some of my journal entries',
        description:
          "1 to 50 of the caller's own session ids (repeats count once); `expires_in_days` is 1, 7 or 30. An id that is not one of " +
          "the caller's sessions (another patient's, or none at all) is 404 and no link is made. `url` carries a 256-bit secret " +
          'shown only in this answer: the server keeps its SHA-256 alone and cannot show the link again.',
        body: CreateShareRequestSchema,
        response: { 201: successEnvelope(CreatedShareSchema) },
      },
    },
    async (request, reply) => {
      const share = await createShare(app, request.auth!.subjectId, request.body);
      return reply.code(201).send({ success: true as const, message: 'Your link is ready.', data: share });
    },
  );

  app.get(
    '/api/journal/shares',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'My shared links',
        description:
          'Newest first, ended ones included. `session_count` counts the shared sessions that still exist; `views` lists every ' +
          'time the link was opened, oldest first (the time only).',
        response: { 200: successEnvelope(z.array(ShareSummarySchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listShares(app, request.auth!.subjectId) }),
  );

  app.delete(
    '/api/journal/shares/:id',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'End one of my shared links now',
        description:
          "The link answers 404 from now on. Ending an ended link is 200 too; another patient's link is 404.",
        params: z.object({ id: z.string() }),
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await revokeShare(app, request.auth!.subjectId, request.params.id);
      return { success: true as const, message: 'The link has been ended.', data: null };
    },
  );

  app.get(
    '/api/shared/:token',
    {
      schema: {
        tags,
        summary: 'Read a shared link (no sign-in needed)',
        description:
          "The patient's first name and the shared sessions (journal session objects, newest first), never their last name or " +
          'e-mail. 404 `NOT_FOUND` once the link was ended, has expired, or every shared session was deleted, the same answer as ' +
          `for a link that never existed. Each answer records the time of the view. At most ${SHARED_LINK_RATE_LIMIT} reads a minute per client address, then 429 with \`Retry-After\`.`,
        params: z.object({ token: z.string() }),
        response: { 200: successEnvelope(SharedJournalSchema) },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      await limitSharedLinkReads(app, request, 'api');
      return { success: true as const, data: await openSharedJournal(app, request.params.token) };
    },
  );
}
