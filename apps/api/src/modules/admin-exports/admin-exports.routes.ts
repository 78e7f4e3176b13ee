import { PassThrough } from 'node:stream';
import { ExportQuerySchema } from '@clearwell/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { inclusiveDays, type InstantRange } from '../../lib/date-range.js';
import { writeFeedbackWorkbook } from './feedback-workbook.js';
import { writeUsersWorkbook } from './users-workbook.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Starts the download at once and writes the workbook into it as rows arrive. Validation
 * happens before the first byte; a failure afterwards aborts the response rather than
 * sending a truncated file that looks complete.
 */
function streamWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  filePrefix: string,
  write: (out: PassThrough) => Promise<void>,
) {
  const out = new PassThrough();
  write(out).then(
    () => out.end(),
    (err: unknown) => {
      request.log.error({ err }, 'export failed');
      out.destroy(err instanceof Error ? err : new Error('export failed'));
    },
  );
  return reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename="${filePrefix}_${today()}.xlsx"`)
    .send(out);
}

export async function adminExportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = (summary: string) => ({
    tags: ['admin'],
    summary,
    description:
      'start_date and end_date (yyyy-MM-dd) are optional and inclusive; the answer is an .xlsx file. Text that would start a formula is written with a leading apostrophe.',
    querystring: ExportQuerySchema,
  });
  const rangeOf = (q: { start_date?: string; end_date?: string }): InstantRange =>
    inclusiveDays(q.start_date, q.end_date, 'end_date');
  /** Who took which data out, and for which days (the dates only, never the data). */
  const audit = async (
    request: FastifyRequest,
    what: 'users' | 'feedbacks',
    q: { start_date?: string; end_date?: string },
  ) =>
    recordAudit(app.db, {
      ...(await auditActor(app.db, request)),
      action: `export.${what}`,
      details: { start_date: q.start_date ?? null, end_date: q.end_date ?? null },
    });

  app.get(
    '/api/admin/export/users',
    { onRequest: app.requireAdmin, schema: schema('Patients registered in the range, as a spreadsheet') },
    async (request, reply) => {
      const range = rangeOf(request.query);
      await audit(request, 'users', request.query);
      return streamWorkbook(request, reply, 'user_details', (out) => writeUsersWorkbook(app, range, out));
    },
  );

  app.get(
    '/api/admin/export/feedbacks',
    {
      onRequest: app.requireAdmin,
      schema: schema(
        'Feedback, and the problem sessions of patients who share data for research (pseudonymous), as a spreadsheet',
      ),
    },
    async (request, reply) => {
      const range = rangeOf(request.query);
      await audit(request, 'feedbacks', request.query);
      return streamWorkbook(request, reply, 'feedback_data', (out) =>
        writeFeedbackWorkbook(app, range, app.config.jwtSecret, out),
      );
    },
  );
}
