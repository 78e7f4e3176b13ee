import { JournalDaySchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonStream } from '../../lib/response-encoding.js';
import { journalStream } from './journal-json.js';
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
          'Read afresh on every request and sent as it is read (chunked, brotli or gzip when accepted), so it is exact as soon ' +
          'as a submission or deletion is answered, and a long journal never holds the server up.',
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(JournalDaySchema)) },
      },
    },
    // Each session is validated against this same schema as it is written (journal-json.ts);
    // Fastify sends a stream as it is.
    async (request, reply) => sendJsonStream(request, reply, await journalStream(app.db, request.auth!.subjectId)) as never,
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
      return { success: true as const, message: 'Your journal entries have been deleted.', data: { deleted } };
    },
  );
}
