import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../service-deps.js';

export type UserRow = typeof users.$inferSelect;

/** The caller's own row; a token whose account was deleted is no longer a session. */
export async function loadPatient(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  return row;
}
