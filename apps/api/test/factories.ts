import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.js';
import { admins, users } from '../src/db/schema.js';
import { issueToken } from '../src/lib/auth-tokens.js';
import { hashPassword } from '../src/lib/passwords.js';

export const TEST_PASSWORD = 'calm-river-stone-42';
let cachedHash: Promise<string> | undefined;
/** Hashing is slow on purpose; factories share one hash of the test password. */
const passwordHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export interface CreatedPatient {
  id: string;
  email: string;
  password: string;
  token: string;
}

export async function createPatient(
  database: Database,
  jwtSecret: string,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<CreatedPatient> {
  const email = fields.email ?? uniqueEmail('patient');
  const [row] = await database.db
    .insert(users)
    .values({
      firstName: 'Robin',
      lastName: 'Hale',
      status: 'active',
      agreementAccepted: true,
      passwordHash: await passwordHash(),
      ...fields,
      email,
    })
    .returning({ id: users.id });
  const { token } = await issueToken(database.db, jwtSecret, 'patient', row!.id);
  return { id: row!.id, email, password: TEST_PASSWORD, token };
}

export async function createAdmin(
  database: Database,
  jwtSecret: string,
  fields: Partial<typeof admins.$inferInsert> = {},
): Promise<CreatedPatient> {
  const email = fields.email ?? uniqueEmail('admin');
  const [row] = await database.db
    .insert(admins)
    .values({ name: 'Avery Admin', passwordHash: await passwordHash(), ...fields, email })
    .returning({ id: admins.id });
  const { token } = await issueToken(database.db, jwtSecret, 'admin', row!.id);
  return { id: row!.id, email, password: TEST_PASSWORD, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
