import { JournalDaySchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCachedJson } from '../../lib/cached-json.js';
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
        security: [{ bearer: [] }],
        response: { 200: successEnvelope(z.array(JournalDaySchema)) },
      },
    },
    // The cached answer was validated against this same schema when it was read (see
    // plugins/journal-cache.ts); Fastify sends a string or buffer as it is.
    async (request, reply) => sendCachedJson(request, reply, await app.journal.json(request.auth!.subjectId)) as never,
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
