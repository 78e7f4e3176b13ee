import { JournalDaySchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonWithEtag } from '../../lib/etag.js';
import { clearJournal, readJournal } from './journal.service.js';

export async function journalRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/journal',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['journal'],
        summary: "The caller's submitted sessions, newest first, grouped by day (yyyy-MM-dd, UTC)",
        description:
          'Brotli or gzip when accepted. Read from the database on every request. Up to 128 KB of JSON, with an ETag: a request ' +
          'whose `If-None-Match` names the current one is answered 304, without a body. A longer journal is sent as it is read ' +
          'from the database (chunked), a page at a time, without an ETag.',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(JournalDaySchema)) },
      },
    },
    // Each part is validated against this same schema as it is written (journal-json.ts);
    // Fastify sends a string or a stream as it is.
    async (request, reply) => {
      const journal = await readJournal(app, request.auth!.subjectId);
      if (typeof journal === 'string') return sendJsonWithEtag(request, reply, journal) as never;
      return reply.type('application/json; charset=utf-8').send(journal as never);
    },
  );
  r.delete(
    '/api/journal',
    {
      onRequest: app.requirePatient,
      schema: {
        tags: ['journal'],
        summary: "Deletes every session of the caller's journal",
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => {
      const deleted = await clearJournal(app, request.auth!.subjectId);
      return { success: true as const, message: 'Your journal entries have been deleted.', data: { deleted } };
    },
  );
}
