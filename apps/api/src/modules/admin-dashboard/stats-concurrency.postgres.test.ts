import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { authSessions, problems, users } from '../../db/schema.js';
import { rebuiltSnapshot, rollupSnapshot } from '../../../test/fixtures/stats-varied.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const base = Date.UTC(2025, 4, 1);
const at = (day: number, ms = 0) => new Date(base + day * DAY_MS + ms);

/**
 * Several connections write for the same few patients at once: new days out of order (the
 * chains of active days), sign-ins and submissions on a day being cleared, whole days deleted.
 * Whatever the interleaving, every statement must succeed and the rollups must equal a rebuild.
 */
it('concurrent writes of the same patients leave the rollups as a rebuild would', async () => {
  const { db } = t.database;
  const patients = await db
    .insert(users)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        firstName: `C${i}`,
        email: `concurrent-${i}@stats.test`,
        appType: i % 2 ? 'ios' : 'web',
      })),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + DAY_MS);
  for (let round = 0; round < 6; round++) {
    const writes = Array.from({ length: 40 }, (_, i) => {
      const userId = patients[(i + round) % patients.length]!.id;
      const day = (i * 7 + round * 3) % 11;
      switch (i % 4) {
        case 0:
          return db.insert(problems).values({ userId, intensityFirst: i % 10, createdAt: at(day, DAY_MS - 1) });
        case 1:
          return db.insert(authSessions).values({ userId, createdAt: at(day), expiresAt });
        case 2:
          return db
            .delete(problems)
            .where(
              and(eq(problems.userId, userId), gte(problems.createdAt, at(day)), lt(problems.createdAt, at(day + 1))),
            );
        default:
          return db
            .delete(authSessions)
            .where(and(eq(authSessions.userId, userId), eq(authSessions.createdAt, at((day + 5) % 11))));
      }
    });
    await Promise.all(writes);
  }
  const maintained = await rollupSnapshot(db);
  expect(maintained.days.length).toBeGreaterThan(10);
  expect(await rebuiltSnapshot(db)).toEqual(maintained);
});
