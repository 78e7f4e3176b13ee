import type { AuditLogQuery } from '@clearwell/shared';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { admins, auditLog } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

const nextDay = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000);

/** One page of the audit log, newest first, filtered by action and an inclusive UTC date range. */
export async function listAuditPage(deps: Pick<ServiceDeps, 'db'>, q: AuditLogQuery) {
  const filters: SQL[] = [];
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.from_date) filters.push(gte(auditLog.createdAt, new Date(`${q.from_date}T00:00:00Z`)));
  if (q.to_date) filters.push(lt(auditLog.createdAt, nextDay(q.to_date)));
  const where = filters.length ? and(...filters) : undefined;
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(auditLog).where(where);
  // Entries written without an e-mail (sign-out) still show who acted.
  const rows = await deps.db
    .select({ entry: auditLog, adminEmail: admins.email })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.actorAdminId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  return { total, rows };
}
