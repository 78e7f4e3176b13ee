import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { admins } from '../db/schema.js';

export interface AdminActor {
  adminId: string;
  email: string | null;
  ip: string;
}

/** Who is acting, for the audit log: the signed-in admin's id and e-mail, and the client address. */
export async function adminActor(db: Db, request: FastifyRequest): Promise<AdminActor> {
  const adminId = request.auth!.subjectId;
  const [row] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId)).limit(1);
  return { adminId, email: row?.email ?? null, ip: request.ip };
}
