import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit.js';
import { issueToken, revokeSession } from '../../lib/auth-tokens.js';
import type { Caller } from '../../lib/request-client.js';
import type { ServiceDeps } from '../service-deps.js';

export type AdminRow = typeof admins.$inferSelect;

/** The administrator with this e-mail, if any, with the password hash a sign-in checks. */
export function findAdminByEmail(deps: Pick<ServiceDeps, 'db'>, email: string): Promise<AdminRow | undefined> {
  return deps.db.query.admins.findFirst({ where: eq(admins.email, email) });
}

/** Opens a session for an administrator whose password was checked, dates it and audits it. */
export async function startAdminSession(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  admin: Pick<AdminRow, 'id' | 'email'>,
  client: Caller,
): Promise<string> {
  const { token } = await issueToken(deps.db, deps.config.jwtSecret, 'admin', admin.id, client);
  await deps.db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
  await recordAudit(deps.db, {
    actorAdminId: admin.id,
    actorEmail: admin.email,
    action: 'admin.sign_in',
    ip: client.ip,
  });
  return token;
}

/** Ends an administrator's session and audits the sign-out. */
export async function endAdminSession(
  deps: Pick<ServiceDeps, 'db'>,
  sessionId: string,
  adminId: string,
  ip: string,
): Promise<void> {
  await revokeSession(deps.db, sessionId);
  await recordAudit(deps.db, { actorAdminId: adminId, action: 'admin.sign_out', ip });
}
