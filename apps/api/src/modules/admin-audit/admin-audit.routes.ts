import { AuditEntrySchema, AuditLogQuerySchema, pagedSchema, successEnvelope } from '@clearwell/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { admins, auditLog } from '../../db/schema.js';

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

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
      const filters: SQL[] = [];
      if (q.action) filters.push(eq(auditLog.action, q.action));
      if (q.from_date) filters.push(gte(auditLog.createdAt, new Date(`${q.from_date}T00:00:00Z`)));
      if (q.to_date) filters.push(lt(auditLog.createdAt, nextDay(q.to_date)));
      const where = filters.length ? and(...filters) : undefined;
      const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(auditLog).where(where);
      // Entries written without an e-mail (sign-out) still show who acted.
      const rows = await app.db
        .select({ entry: auditLog, adminEmail: admins.email })
        .from(auditLog)
        .leftJoin(admins, eq(admins.id, auditLog.actorAdminId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit);
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
