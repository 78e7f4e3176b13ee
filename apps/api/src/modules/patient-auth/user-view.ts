import type { User } from '@clearwell/shared';
import type { users } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

type UserRow = typeof users.$inferSelect;

/** A patient as the wire shows it: never the password hash or internal columns. */
export function toUserView(deps: Pick<ServiceDeps, 'storage'>, row: UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: 'patient',
    status: row.status,
    avatar: row.avatarKey ? deps.storage.urlPath(row.avatarKey) : null,
    guide_medium: row.guideMedium,
    share_data_for_research: row.shareDataForResearch,
    agreement_accepted: row.agreementAccepted,
    created_at: row.createdAt.toISOString(),
  };
}
