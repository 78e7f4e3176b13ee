import { JournalDaySchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CachedJson, sendCachedJson } from '../../lib/cached-json.js';
import { sendJsonStream } from '../../lib/response-encoding.js';
import { clearJournal } from './journal.service.js';

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
          'Brotli or gzip when accepted. Exact as soon as a submission or deletion is answered. A journal longer than 128 KB ' +
          'of JSON is sent as it is read from the database (chunked), a page at a time.',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(JournalDaySchema)) },
      },
    },
    // Each part is validated against this same schema as it is written (journal-json.ts);
    // Fastify sends a buffer or a stream as it is.
    async (request, reply) => {
      const answer = await app.journal.answer(request.auth!.subjectId);
      return (answer instanceof CachedJson ? sendCachedJson(request, reply, answer) : sendJsonStream(request, reply, answer)) as never;
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
      const deleted = await clearJournal(app.db, request.auth!.subjectId);
      app.journal.changed(request.auth!.subjectId);
      return { success: true as const, message: 'Your journal entries have been deleted.', data: { deleted } };
    },
  );
}
