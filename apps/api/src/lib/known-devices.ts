import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { admins, knownDevices, supporters, users } from '../db/schema.js';
import type { Audience } from './auth-tokens.js';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie.js';

/*
 * Which browsers have signed in as which account. A table rather than a second HMAC in the
 * cookie binding it to the account: the cookie then names the browser alone (no account in it,
 * however hashed), one browser shared by several people works for each of them, and the rows go
 * with the account when it is erased (foreign keys with ON DELETE CASCADE).
 */

/** Each audience's accounts and the column of `known_devices` that names one. */
const ACCOUNTS = {
  patient: { table: users, column: knownDevices.userId, owner: 'userId' },
  admin: { table: admins, column: knownDevices.adminId, owner: 'adminId' },
  supporter: { table: supporters, column: knownDevices.supporterId, owner: 'supporterId' },
} as const;

const notExpired = () =>
  gt(knownDevices.lastSignedInAt, sql`now() - make_interval(secs => ${DEVICE_COOKIE_MAX_AGE_SECONDS})`);

/** Records (or renews) that this browser signed in as this account, and drops a few rows that outlived their cookie. */
export async function rememberDevice(db: Db, audience: Audience, subjectId: string, deviceId: string): Promise<void> {
  const account = ACCOUNTS[audience];
  await db
    .insert(knownDevices)
    .values({ deviceId, [account.owner]: subjectId })
    .onConflictDoUpdate({ target: [account.column, knownDevices.deviceId], set: { lastSignedInAt: sql`now()` } });
  await db.execute(sql`
    delete from known_devices where id in (
      select id from known_devices
      where last_signed_in_at <= now() - make_interval(secs => ${DEVICE_COOKIE_MAX_AGE_SECONDS})
      order by last_signed_in_at limit 50 for update skip locked)`);
}

/** Whether this browser has signed in, within the cookie's lifetime, as the account with this e-mail. */
export async function isKnownDevice(db: Db, audience: Audience, email: string, deviceId: string): Promise<boolean> {
  const { table, column } = ACCOUNTS[audience];
  const rows = await db
    .select({ id: knownDevices.id })
    .from(knownDevices)
    .innerJoin(table, eq(table.id, column))
    .where(and(eq(table.email, email), eq(knownDevices.deviceId, deviceId), notExpired()))
    .limit(1);
  return rows.length > 0;
}
