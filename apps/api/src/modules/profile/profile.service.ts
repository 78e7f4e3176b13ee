import type { ProfileFields } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { loadPatient, type UserRow } from '../account/account.service.js';
import type { ServiceDeps } from '../service-deps.js';

/**
 * Saves names and, when given, the new avatar. The old avatar file is removed only once the
 * row points at the new one; if saving fails the new file is removed instead.
 */
export async function updateProfile(
  deps: Pick<ServiceDeps, 'db' | 'storage' | 'log'>,
  userId: string,
  fields: ProfileFields,
  newAvatarKey: string | null,
): Promise<UserRow> {
  const before = await loadPatient(deps, userId);
  let after: UserRow | undefined;
  try {
    [after] = await deps.db
      .update(users)
      .set({
        firstName: fields.first_name,
        lastName: fields.last_name,
        ...(newAvatarKey ? { avatarKey: newAvatarKey } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
  } catch (err) {
    if (newAvatarKey) await deps.storage.delete(newAvatarKey).catch(() => undefined);
    throw err;
  }
  if (newAvatarKey && before.avatarKey && before.avatarKey !== newAvatarKey) {
    await deps.storage
      .delete(before.avatarKey)
      .catch((err: unknown) => deps.log.warn({ err }, 'old avatar not removed'));
  }
  return after!;
}
