import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  actorAdminId?: string | null;
  actorEmail?: string | null;
  /** Dotted verb, e.g. `step.create`, `admin.sign_in`, `export.users`. */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  /** Facts about the change. Never journal text, passwords or tokens. */
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

/** Appends one row to the audit log (the table is only ever inserted into). */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAdminId: entry.actorAdminId ?? null,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}

/** The acting admin and address of an authenticated admin request. */
export function auditActor(request: FastifyRequest): Pick<AuditEntry, 'actorAdminId' | 'ip'> {
  return { actorAdminId: request.auth?.subjectId ?? null, ip: request.ip };
}
