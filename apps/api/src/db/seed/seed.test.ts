import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import type { Database } from '../client.js';
import { appTypes, seedState } from '../schema.js';
import { defaultSeeds, runSeeds, type Seed } from './index.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seeds', () => {
  it('have been applied to a fresh database exactly once', async () => {
    const applied = await database.db.select().from(seedState);
    expect(applied.map((s) => s.key).sort()).toEqual(defaultSeeds.map((s) => s.key).sort());
    expect(await runSeeds(database.db, defaultSeeds)).toEqual([]);
    const web = await database.db.select().from(appTypes).where(eq(appTypes.code, 'web'));
    expect(web).toHaveLength(1);
  });

  it('never write over later edits', async () => {
    await database.db.update(appTypes).set({ name: 'Website (edited)' }).where(eq(appTypes.code, 'web'));
    await runSeeds(database.db, defaultSeeds);
    const [web] = await database.db.select().from(appTypes).where(eq(appTypes.code, 'web'));
    expect(web!.name).toBe('Website (edited)');
  });

  it('roll back their marker when they fail, so they run again next time', async () => {
    const failing: Seed = {
      key: 'test-failing',
      run: async () => {
        throw new Error('boom');
      },
    };
    await expect(runSeeds(database.db, [failing])).rejects.toThrow('boom');
    const marker = await database.db.select().from(seedState).where(eq(seedState.key, 'test-failing'));
    expect(marker).toEqual([]);
  });

  it('run once when two start together', async () => {
    let runs = 0;
    const counting: Seed = {
      key: 'test-concurrent',
      run: async () => {
        runs++;
      },
    };
    await Promise.all([runSeeds(database.db, [counting]), runSeeds(database.db, [counting])]);
    expect(runs).toBe(1);
  });
});
