import { seedState } from '../schema.js';
import type { Db } from '../client.js';

export interface Seed {
  /** Stable name; once recorded in seed_state the seed never runs again. */
  key: string;
  run(tx: Db): Promise<void>;
}

/**
 * Runs each seed at most once per database, inside one transaction with its marker, so
 * content is inserted on an empty database and never over an administrator's later edits.
 * Two instances starting together: the second blocks on the marker row, then skips.
 */
export async function runSeeds(db: Db, seeds: readonly Seed[]): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedState)
        .values({ key: seed.key })
        .onConflictDoNothing()
        .returning({ key: seedState.key });
      if (inserted.length === 0) return;
      await seed.run(tx as unknown as Db);
      applied.push(seed.key);
    });
  }
  return applied;
}
