import { asc, sql } from 'drizzle-orm';
import { sessionSteps } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

/** Any fixed number: every transaction that changes step positions takes this lock first. */
const STEP_ORDER_LOCK = 7_305_110_001;

/**
 * Serialises every change to step positions (create, delete, reorder) until the transaction
 * ends, so two concurrent reorders can never interleave their reads and writes.
 */
export async function lockStepOrder({ db }: Pick<ServiceDeps, 'db'>): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${STEP_ORDER_LOCK})`);
}

export async function orderedStepIds({ db }: Pick<ServiceDeps, 'db'>): Promise<string[]> {
  const rows = await db
    .select({ id: sessionSteps.id })
    .from(sessionSteps)
    .orderBy(asc(sessionSteps.position), asc(sessionSteps.createdAt));
  return rows.map((r) => r.id);
}

/** Rewrites positions to exactly 1..n in the given order, in one statement. */
export async function writePositions({ db }: Pick<ServiceDeps, 'db'>, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${sessionSteps} set position = t.ord, updated_at = now()
    from unnest(array[${list}]::uuid[]) with ordinality as t(id, ord)
    where ${sessionSteps.id} = t.id and ${sessionSteps.position} <> t.ord`);
}
