import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionSteps } from '../../db/schema.js';

/** Any fixed number: every transaction that changes step positions takes this lock first. */
const STEP_ORDER_LOCK = 7_305_110_001;

/**
 * Serialises every change to step positions (create, delete, reorder) until the transaction
 * ends, so two concurrent reorders can never interleave their reads and writes.
 */
export async function lockStepOrder(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${STEP_ORDER_LOCK})`);
}

export async function orderedStepIds(tx: Db): Promise<string[]> {
  const rows = await tx.select({ id: sessionSteps.id }).from(sessionSteps).orderBy(asc(sessionSteps.position), asc(sessionSteps.createdAt));
  return rows.map((r) => r.id);
}

/** Rewrites positions to exactly 1..n in the given order, in one statement. */
export async function writePositions(tx: Db, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`
    update ${sessionSteps} set position = t.ord, updated_at = now()
    from unnest(array[${list}]::uuid[]) with ordinality as t(id, ord)
    where ${sessionSteps.id} = t.id and ${sessionSteps.position} <> t.ord`);
}
