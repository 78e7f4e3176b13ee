import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from '../db/schema.js';
import { newSecret, sha256 } from './auth-tokens.js';

type Purpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

/**
 * Creates a single-use token for a patient and spends any earlier unused one of the same
 * purpose, so only the newest mailed link works. Only the SHA-256 is stored.
 */
export async function createUserToken(db: Db, purpose: Purpose, userId: string, ttlMs: number): Promise<string> {
  const { secret, hash } = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({ purpose, tokenHash: hash, userId, expiresAt: new Date(Date.now() + ttlMs) });
  });
  return secret;
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
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(secret)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, adminId: oneTimeTokens.adminId });
  return row ?? null;
}
