import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type UserRow = typeof users.$inferSelect;

/** The caller's own row; a token whose account was deleted is no longer a session. */
export async function loadPatient(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  return row;
}
