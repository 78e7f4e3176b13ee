import { AuditEntrySchema, AuditLogQuerySchema, pagedSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAuditPage } from './admin-audit.service.js';

/** What administrators did, newest first; filter by action and by an inclusive UTC date range. */
export async function adminAuditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Admin: audit log'],
        security: [{ bearer: [] }],
        description:
          'Paged, newest first. Optional action (exact, e.g. step.reorder), from_date and to_date (yyyy-MM-dd, inclusive, UTC).',
        querystring: AuditLogQuerySchema,
        response: { 200: successEnvelope(pagedSchema(AuditEntrySchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const { total, rows } = await listAuditPage(app, q);
      return {
        success: true as const,
        data: {
          items: rows.map(({ entry: r, adminEmail }) => ({
            id: r.id,
            actor_email: r.actorEmail ?? adminEmail,
            action: r.action,
            target_type: r.targetType,
            target_id: r.targetId,
            details: r.details ?? null,
            ip: r.ip,
            created_at: r.createdAt.toISOString(),
          })),
          current_page: q.page,
          total_pages: Math.ceil(total / q.limit),
          total_items: total,
          limit: q.limit,
        },
      };
    },
  );
}
