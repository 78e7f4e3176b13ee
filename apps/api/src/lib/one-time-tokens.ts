import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from '../db/schema.js';
import { newSecret, sha256 } from './auth-tokens.js';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/** Whose token it is: a patient's, an admin's or a supporter's. */
type Owner = { userId: string } | { adminId: string } | { supporterId: string };

/** The owner of a spent or live secret: one of the three is set. */
export interface TokenOwner {
  userId: string | null;
  adminId: string | null;
  supporterId: string | null;
}
const ownerColumns = {
  userId: oneTimeTokens.userId,
  adminId: oneTimeTokens.adminId,
  supporterId: oneTimeTokens.supporterId,
};

const ownedBy = (owner: Owner) =>
  'userId' in owner
    ? eq(oneTimeTokens.userId, owner.userId)
    : 'adminId' in owner
      ? eq(oneTimeTokens.adminId, owner.adminId)
      : eq(oneTimeTokens.supporterId, owner.supporterId);

/**
 * Creates a single-use token for a patient, an admin or a supporter and spends any earlier unused one of the
 * same purpose, so only the newest mailed link works. Only the SHA-256 is stored.
 */
export async function createOneTimeToken(db: Db, purpose: Purpose, owner: Owner, ttlMs: number): Promise<string> {
  const { secret, hash } = newSecret();
  await db.transaction(async (tx) => {
    await spendOneTimeTokens(tx, purpose, owner);
    await tx
      .insert(oneTimeTokens)
      .values({ purpose, tokenHash: hash, ...owner, expiresAt: new Date(Date.now() + ttlMs) });
  });
  return secret;
}

/** Spends every unused token of this purpose that the owner holds: their mailed links stop working. */
export async function spendOneTimeTokens(db: Db, purpose: Purpose, owner: Owner): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(ownedBy(owner), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}

/**
 * The owner of a live (known, unused, unexpired) secret, without spending it, or null. Lets a
 * reset refuse a bad link before it spends a password hash; the spend itself stays atomic.
 */
export async function findLiveOneTimeToken(db: Db, purpose: Purpose, secret: string): Promise<TokenOwner | null> {
  const [row] = await db.select(ownerColumns).from(oneTimeTokens).where(liveSecret(purpose, secret)).limit(1);
  return row ?? null;
}

/**
 * Spends a verification or reset secret in one conditional statement, so two concurrent uses
 * cannot both succeed. Returns the owner (patient, admin or supporter), or null for an unknown, used or
 * expired secret. Every place that accepts a mailed secret goes through here.
 */
export async function consumeOneTimeToken(db: Db, purpose: Purpose, secret: string): Promise<TokenOwner | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(liveSecret(purpose, secret))
    .returning(ownerColumns);
  return row ?? null;
}

const liveSecret = (purpose: Purpose, secret: string) =>
  and(
    eq(oneTimeTokens.tokenHash, sha256(secret)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
