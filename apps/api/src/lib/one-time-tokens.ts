import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from '../db/schema.js';
import { newSecret, sha256 } from './auth-tokens.js';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** Whose token it is: a patient's or an admin's. */
type Owner = { userId: string } | { adminId: string };

/**
 * Creates a single-use token for a patient or an admin and spends any earlier unused one of the
 * same purpose, so only the newest mailed link works. Only the SHA-256 is stored.
 */
export async function createOneTimeToken(db: Db, purpose: Purpose, owner: Owner, ttlMs: number): Promise<string> {
  const { secret, hash } = newSecret();
  const ownedBy = 'userId' in owner ? eq(oneTimeTokens.userId, owner.userId) : eq(oneTimeTokens.adminId, owner.adminId);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(ownedBy, eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx
      .insert(oneTimeTokens)
      .values({ purpose, tokenHash: hash, ...owner, expiresAt: new Date(Date.now() + ttlMs) });
  });
  return secret;
}

/**
 * The owner of a live (known, unused, unexpired) secret, without spending it, or null. Lets a
 * reset refuse a bad link before it spends a password hash; the spend itself stays atomic.
 */
export async function findLiveOneTimeToken(
  db: Db,
  purpose: Purpose,
  secret: string,
): Promise<{ userId: string | null; adminId: string | null } | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, adminId: oneTimeTokens.adminId })
    .from(oneTimeTokens)
    .where(liveSecret(purpose, secret))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a verification or reset secret in one conditional statement, so two concurrent uses
 * cannot both succeed. Returns the owner (patient or admin), or null for an unknown, used or
 * expired secret. Every place that accepts a mailed secret goes through here.
 */
export async function consumeOneTimeToken(
  db: Db,
  purpose: Purpose,
  secret: string,
): Promise<{ userId: string | null; adminId: string | null } | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(liveSecret(purpose, secret))
    .returning({ userId: oneTimeTokens.userId, adminId: oneTimeTokens.adminId });
  return row ?? null;
}

const liveSecret = (purpose: Purpose, secret: string) =>
  and(
    eq(oneTimeTokens.tokenHash, sha256(secret)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
