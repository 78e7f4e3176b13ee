import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { admins, auditLog } from '../db/schema.js';

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

export type AuditActor = Required<Pick<AuditEntry, 'actorAdminId' | 'actorEmail' | 'ip'>>;

/**
 * The acting admin of an authenticated admin request: id, e-mail and address. The e-mail is
 * copied into each entry so the log still names the admin after the account is gone.
 */
export async function auditActor(db: Db, request: FastifyRequest): Promise<AuditActor> {
  const adminId = request.auth?.subjectId ?? null;
  const [row] = adminId
    ? await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId)).limit(1)
    : [];
  return { actorAdminId: adminId, actorEmail: row?.email ?? null, ip: request.ip };
}
