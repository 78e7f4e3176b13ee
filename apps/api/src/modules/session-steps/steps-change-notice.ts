import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Where a step change is announced to every instance's steps cache (see plugins/steps-cache.ts). */
export const STEPS_CHANGED_CHANNEL = 'clearwell_steps_changed';

/** Tells every instance listening on this PostgreSQL database that the steps changed. */
export async function notifyStepsChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${STEPS_CHANGED_CHANNEL}, '')`);
}
