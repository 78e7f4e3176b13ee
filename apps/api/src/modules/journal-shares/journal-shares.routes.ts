import {
  MAX_LISTED_ENDED_SHARES,
  MAX_LISTED_VIEWS,
  MAX_OPEN_SHARES,
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
import { createShare, listShares, readSharedJournal, revokeShare } from './journal-shares.service.js';

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
          'shown only in this answer: the server keeps its SHA-256 alone and cannot show the link again. At most ' +
          `${MAX_OPEN_SHARES} links may be open (neither ended nor expired) at once: another is 409 TOO_MANY_LINKS, ` +
          'a conflict with the links already open that ending one resolves.',
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
          `Newest first: every open link and the ${MAX_LISTED_ENDED_SHARES} newest ended ones. \`session_count\` counts the shared ` +
          `sessions that still exist; \`views\` lists the ${MAX_LISTED_VIEWS} most recent times the link was opened, oldest first ` +
          '(the time only). The data download lists them all.',
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
          `for a link that never existed. Each answer records the time of the view. A long answer is sent as it is read from the ` +
          `database (chunked), a page at a time. At most ${SHARED_LINK_RATE_LIMIT} reads a minute per client address, then 429 with \`Retry-After\`.`,
        params: z.object({ token: z.string() }),
        response: { 200: successEnvelope(SharedJournalSchema) },
      },
    },
    // Each part is validated against this same schema as it is written (journal-json.ts);
    // Fastify sends a string or a stream as it is.
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      await limitSharedLinkReads(app, request, 'api');
      const journal = await readSharedJournal(app, request.params.token);
      return reply.type('application/json; charset=utf-8').send(journal as never);
    },
  );
}
