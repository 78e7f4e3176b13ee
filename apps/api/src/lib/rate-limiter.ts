import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** At most this many expired counters are deleted by one write, so no write ever waits on a backlog. */
const PRUNE_BATCH = 50;

/**
 * The stored key for a counter: an HMAC of what it counts (scope and e-mail or address), so the
 * table never holds an e-mail or an address, and nobody without the secret can tell whose a
 * counter is, even after the account is erased.
 */
export function rateLimitKey(secret: string, name: string): string {
  return createHmac('sha256', secret).update(`rate-limit\0${name}`).digest('base64url');
}

/**
 * Fixed-window counter kept in the database so every app instance shares it.
 * One atomic upsert per call: no read-modify-write race. The same statement deletes a few
 * counters whose window has passed (an expired counter means the same as no counter), skipping
 * rows another writer holds so that concurrent writers never wait on each other.
 */
export async function consumeRateLimit(db: Db, key: string, limit: number, windowMs: number): Promise<RateDecision> {
  const windowSeconds = windowMs / 1000;
  const result = await db.execute<{ count: number; reset_at: Date | string }>(sql`
    with pruned as (
      delete from rate_limits where key in (
        select key from rate_limits where reset_at <= now() and key <> ${key}
        order by reset_at limit ${PRUNE_BATCH} for update skip locked))
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now()
        then now() + make_interval(secs => ${windowSeconds}) else rate_limits.reset_at end
    returning count, reset_at`);
  const row = (result as unknown as { rows: { count: number; reset_at: Date | string }[] }).rows[0]!;
  const resetAt = new Date(row.reset_at).getTime();
  return {
    allowed: Number(row.count) <= limit,
    retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  };
}

/**
 * Gives back one attempt taken by `consumeRateLimit` that turned out not to count (a sign-in that
 * succeeded). Only within a live window: one that has passed starts from nothing anyway.
 */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`);
}
