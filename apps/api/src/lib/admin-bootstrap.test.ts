import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import { ConfigError } from '../config.js';
import type { Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { admins } from '../db/schema.js';
import { CommonAdminPasswordError, ensureAdmin } from './admin-bootstrap.js';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords.js';
import { verifyPassword } from './passwords.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const adminRows = (email: string) => database.db.select().from(admins).where(eq(admins.email, email));

describe('creating an admin at start-up or from the command line', () => {
  it('refuses a common ADMIN_PASSWORD at start-up with an error naming the variable, and creates no admin', async () => {
    const email = uniqueEmail('admin');
    const failure = prepareDatabase(database, { adminEmail: email, adminPassword: 'Password1' });
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
    expect(await adminRows(email)).toEqual([]);
  });

  it('refuses a common password for a new admin whoever asks', async () => {
    const email = uniqueEmail('admin');
    await expect(ensureAdmin(database.db, { email, password: 'qwertyuiop' })).rejects.toBeInstanceOf(
      CommonAdminPasswordError,
    );
    expect(await adminRows(email)).toEqual([]);
  });

  it('creates an admin with an uncommon password once, and never touches an existing one', async () => {
    const email = uniqueEmail('admin');
    expect(await ensureAdmin(database.db, { email, password: 'quiet-lantern-47' })).toBe(true);
    expect(await ensureAdmin(database.db, { email, password: 'another-lantern-48' })).toBe(false);
    const [row] = await adminRows(email);
    expect(await verifyPassword(row!.passwordHash, 'quiet-lantern-47')).toBe(true);
  });
});
