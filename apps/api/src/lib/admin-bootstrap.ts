import type { Db } from '../db/client.js';
import { admins } from '../db/schema.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';
import { hashPassword } from './passwords.js';

/** The password given for a new admin is on the common-password list; the caller names its source. */
export class CommonAdminPasswordError extends Error {
  constructor() {
    super(COMMON_PASSWORD_MESSAGE);
    this.name = 'CommonAdminPasswordError';
  }
}

/**
 * Creates the admin if no admin has this e-mail. Never overwrites an existing one. A new admin's
 * password passes the same common-password check as every other password the product sets.
 */
export async function ensureAdmin(db: Db, input: { email: string; password: string; name?: string }): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.query.admins.findFirst({ where: (a, { eq }) => eq(a.email, email) });
  if (existing) return false;
  if (await isCommonPassword(input.password)) throw new CommonAdminPasswordError();
  const inserted = await db
    .insert(admins)
    .values({ email, name: input.name ?? '', passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0;
}
