import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../factories.js';
import { listSteps, oneToN, reorder } from './admin-traffic.js';
import { createServerData, JWT_SECRET, PROCESS_TEST_TIMEOUT, type ServerData } from './server-data.js';

/**
 * The process is killed outright (SIGKILL: no drain, no database close) while reorders run.
 * On restart the step order must still be whole: positions exactly 1..n, every step once. On
 * PGlite this relies on its write-ahead log being replayed at start-up; on PostgreSQL the
 * server rolls back the transactions of the vanished connections.
 */
describe('a crash in the middle of reorders', () => {
  let data: ServerData;
  let token: string;
  beforeAll(async () => {
    data = await createServerData();
    token = (await data.open((database) => createAdmin(database, JWT_SECRET))).token;
  });
  afterAll(() => data?.remove());

  it('leaves positions exactly 1..n after a restart on the same data', { timeout: PROCESS_TEST_TIMEOUT }, async () => {
    const server = await data.start();
    const steps = await listSteps(server.url, token);
    const n = steps.length;
    expect(n).toBeGreaterThan(3);

    const statuses: (number | 'refused')[] = [];
    let killed: Promise<number | null> | undefined;
    // Reorders keep coming from several admins' tabs at once; the kill lands after 20 went
    // through, while the next ones are queued on the lock or writing.
    const worker = async (seed: number) => {
      for (let i = seed; ; i += 7) {
        const status = await reorder(server.url, token, steps[i % n]!.id, (i * 5) % (n + 2));
        statuses.push(status);
        if (status === 'refused') return;
        if (!killed && statuses.filter((s) => s === 200).length >= 20) killed = server.stop('SIGKILL');
      }
    };
    await Promise.all(oneToN(8).map(worker));
    await killed;
    expect(statuses.filter((s) => s !== 200 && s !== 'refused')).toEqual([]);

    const restarted = await data.start();
    const after = await listSteps(restarted.url, token);
    expect(after.map((s) => s.order)).toEqual(oneToN(n));
    expect(after.map((s) => s.id).sort()).toEqual(steps.map((s) => s.id).sort());
    expect(await restarted.stop()).toBe(0);
  });
});
