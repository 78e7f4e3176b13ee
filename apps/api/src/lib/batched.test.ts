import { describe, expect, it } from 'vitest';
import { Batched } from './batched.js';

/** A runner whose every call waits until the test releases it, recording the batches it got. */
function controlledRunner(fail: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() => (items.some(fail) ? reject(new Error(`bad item in ${items.join(',')}`)) : resolve(items.map((i) => `done ${i}`))));
    });
  const turn = () => new Promise((r) => setImmediate(r));
  const releaseAll = async () => {
    for (let idle = 0; idle < 3; ) {
      await turn();
      if (pending.length) {
        pending.shift()!();
        idle = 0;
      } else idle++;
    }
  };
  return { run, batches, releaseAll, turn };
}

describe('Batched', () => {
  it('runs the items added in one turn as one batch, each caller getting its own result', async () => {
    const r = controlledRunner();
    const batched = new Batched(r.run, { maxBatch: 64, concurrency: 1 });
    const results = [1, 2, 3].map((i) => batched.add(i));
    await r.releaseAll();
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'done 3']);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while a batch runs into the next one', async () => {
    const r = controlledRunner();
    const batched = new Batched(r.run, { maxBatch: 64, concurrency: 1 });
    const first = batched.add(1);
    await r.turn();
    const later = [2, 3, 4].map((i) => batched.add(i));
    await r.releaseAll();
    expect(await Promise.all([first, ...later])).toEqual(['done 1', 'done 2', 'done 3', 'done 4']);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts more than maxBatch items in one run, nor runs more batches at once than allowed', async () => {
    let running = 0;
    let most = 0;
    const sizes: number[] = [];
    const batched = new Batched(
      async (items: number[]) => {
        running++;
        most = Math.max(most, running);
        sizes.push(items.length);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return items;
      },
      { maxBatch: 10, concurrency: 2 },
    );
    const results = await Promise.all(Array.from({ length: 95 }, (_, i) => batched.add(i)));
    expect(results).toEqual(Array.from({ length: 95 }, (_, i) => i));
    expect(Math.max(...sizes)).toBe(10);
    expect(most).toBe(2);
  });

  it('when a batch fails, runs its items one by one: only the bad one fails, with its own error', async () => {
    const r = controlledRunner((i) => i === 3);
    const batched = new Batched(r.run, { maxBatch: 64, concurrency: 1 });
    const results = [1, 2, 3, 4].map((i) => batched.add(i).then((v) => v, (e: Error) => `failed: ${e.message}`));
    await r.releaseAll();
    expect(await Promise.all(results)).toEqual(['done 1', 'done 2', 'failed: bad item in 3', 'done 4']);
    expect(r.batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('keeps running after a failure', async () => {
    const r = controlledRunner((i) => i === 1);
    const batched = new Batched(r.run, { maxBatch: 64, concurrency: 1 });
    const first = batched.add(1).catch((e: Error) => e.message);
    await r.releaseAll();
    expect(await first).toBe('bad item in 1');
    const second = batched.add(2);
    await r.releaseAll();
    expect(await second).toBe('done 2');
  });
});
