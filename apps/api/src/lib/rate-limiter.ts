import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/**
 * Fixed-window counter kept in the database so every app instance shares it.
 * One atomic upsert per call: no read-modify-write race.
 */
export async function consumeRateLimit(db: Db, key: string, limit: number, windowMs: number): Promise<RateDecision> {
  const windowSeconds = windowMs / 1000;
  const result = await db.execute<{ count: number; reset_at: Date | string }>(sql`
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
