import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { admins } from '../db/schema.js';
import { hashPassword } from './passwords.js';

/** Creates the admin if no admin has this e-mail. Never overwrites an existing one. */
export async function ensureAdmin(db: Db, input: { email: string; password: string; name?: string }): Promise<boolean> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.query.admins.findFirst({ where: (a, { eq }) => eq(a.email, email) });
  if (existing) return false;
  const inserted = await db
    .insert(admins)
    .values({ email, name: input.name ?? '', passwordHash: await hashPassword(input.password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0;
}

/** The admin ADMIN_EMAIL and ADMIN_PASSWORD name, created at start-up if absent; false when they are not set. */
export async function ensureConfiguredAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<boolean> {
  if (!config.adminEmail || !config.adminPassword) return false;
  return ensureAdmin(db, { email: config.adminEmail, password: config.adminPassword });
}
