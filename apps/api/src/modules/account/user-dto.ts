import type { User } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';

export type UserRow = typeof users.$inferSelect;

/** The wire shape of a patient: never the password hash or internal keys. */
export function toUserDto(row: UserRow, storage: FileStorage): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: 'patient',
    status: row.status,
    avatar: row.avatarKey ? storage.urlPath(row.avatarKey) : null,
    guide_medium: row.guideMedium,
    share_data_for_research: row.shareDataForResearch,
    agreement_accepted: row.agreementAccepted,
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's own row; a token whose account was deleted is no longer a session. */
export async function loadPatient(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  return row;
}
