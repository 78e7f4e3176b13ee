import { JournalDaySchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearJournal, listJournal } from './journal.service.js';

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
    async (request) => ({ success: true as const, data: await listJournal(app.db, request.auth!.subjectId) }),
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
