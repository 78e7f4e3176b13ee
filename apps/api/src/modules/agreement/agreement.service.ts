import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * Records whether a patient accepts the conditions of use, dated when accepted and undated
 * when withdrawn. Undefined when the account is gone.
 */
export async function recordAgreement(deps: Pick<ServiceDeps, 'db'>, userId: string, accepted: boolean) {
  const [user] = await deps.db
    .update(users)
    .set({ agreementAccepted: accepted, agreementAcceptedAt: accepted ? new Date() : null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ agreementAccepted: users.agreementAccepted });
  return user;
}
