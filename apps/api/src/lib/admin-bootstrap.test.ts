import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.js';
import { uniqueEmail } from '../../test/factories.js';
import type { Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { admins } from '../db/schema.js';
import { ensureAdmin, ensureConfiguredAdmin } from './admin-bootstrap.js';
import { verifyPassword } from './passwords.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const adminRows = (email: string) => database.db.select().from(admins).where(eq(admins.email, email));

describe('creating an admin at start-up or from the command line', () => {
  it('creates the ADMIN_EMAIL admin at start-up with the ADMIN_PASSWORD given', async () => {
    const email = uniqueEmail('admin');
    await prepareDatabase(database);
    expect(
      await ensureConfiguredAdmin(database.db, { adminEmail: email, adminPassword: 'quiet-harbour-admin-7' }),
    ).toBe(true);
    const [row] = await adminRows(email);
    expect(await verifyPassword(row!.passwordHash, 'quiet-harbour-admin-7')).toBe(true);
  });

  it('creates an admin with an uncommon password once, and never touches an existing one', async () => {
    const email = uniqueEmail('admin');
    expect(await ensureAdmin(database.db, { email, password: 'quiet-lantern-47' })).toBe(true);
    expect(await ensureAdmin(database.db, { email, password: 'another-lantern-48' })).toBe(false);
    const [row] = await adminRows(email);
    expect(await verifyPassword(row!.passwordHash, 'quiet-lantern-47')).toBe(true);
  });
});
