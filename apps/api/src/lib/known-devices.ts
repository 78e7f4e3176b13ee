import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { admins, knownDevices, users } from '../db/schema.js';
import type { Audience } from './auth-tokens.js';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie.js';

/*
 * Which browsers have signed in as which account. A table rather than a second HMAC in the
 * cookie binding it to the account: the cookie then names the browser alone (no account in it,
 * however hashed), one browser shared by several people works for each of them, and the rows go
 * with the account when it is erased (foreign keys with ON DELETE CASCADE).
 */

const notExpired = () =>
  gt(knownDevices.lastSignedInAt, sql`now() - make_interval(secs => ${DEVICE_COOKIE_MAX_AGE_SECONDS})`);

/** Records (or renews) that this browser signed in as this account, and drops a few rows that outlived their cookie. */
export async function rememberDevice(db: Db, audience: Audience, subjectId: string, deviceId: string): Promise<void> {
  const owner = audience === 'patient' ? { userId: subjectId } : { adminId: subjectId };
  const target =
    audience === 'patient'
      ? [knownDevices.userId, knownDevices.deviceId]
      : [knownDevices.adminId, knownDevices.deviceId];
  await db
    .insert(knownDevices)
    .values({ deviceId, ...owner })
    .onConflictDoUpdate({ target, set: { lastSignedInAt: sql`now()` } });
  await db.execute(sql`
    delete from known_devices where id in (
      select id from known_devices
      where last_signed_in_at <= now() - make_interval(secs => ${DEVICE_COOKIE_MAX_AGE_SECONDS})
      order by last_signed_in_at limit 50 for update skip locked)`);
}

/** Whether this browser has signed in, within the cookie's lifetime, as the account with this e-mail. */
export async function isKnownDevice(db: Db, audience: Audience, email: string, deviceId: string): Promise<boolean> {
  const rows =
    audience === 'patient'
      ? await db
          .select({ id: knownDevices.id })
          .from(knownDevices)
          .innerJoin(users, eq(users.id, knownDevices.userId))
          .where(and(eq(users.email, email), eq(knownDevices.deviceId, deviceId), notExpired()))
          .limit(1)
      : await db
          .select({ id: knownDevices.id })
          .from(knownDevices)
          .innerJoin(admins, eq(admins.id, knownDevices.adminId))
          .where(and(eq(admins.email, email), eq(knownDevices.deviceId, deviceId), notExpired()))
          .limit(1);
  return rows.length > 0;
}
