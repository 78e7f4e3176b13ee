import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ServiceDeps } from '../service-deps.js';

export type UserRow = typeof users.$inferSelect;

/** Prepared once (decision 019): the settings and the profile read it on every visit. */
const patientById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('patient_by_id'),
);

/** The caller's own row; a token whose account was deleted is no longer a session. */
export async function loadPatient(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<UserRow> {
  const [row] = await patientById(deps.db).execute({ id });
  if (!row) throw new AppError('UNAUTHORIZED', 'Your session is not valid. Please sign in again.');
  return row;
}
