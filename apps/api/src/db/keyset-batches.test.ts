import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { BATCH_SIZE, keysetBatches } from './keyset-batches.js';

type Row = { id: string; cursor_at: string };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-0000-0000-${String(from + i).padStart(12, '0')}`,
    cursor_at: `2025-01-01 00:00:${from + i}`,
  }));

/** A database answering each query with the next of `answers`, counting the queries asked. */
function fakeDb(answers: (() => Promise<Row[]>)[]) {
  const asked = { count: 0 };
  const db = { execute: () => answers[asked.count++]!().then((r) => ({ rows: r })) } as unknown as Db;
  return { db, asked };
}
const query = { columns: undefined as never, from: undefined as never, alias: 'u', range: {} };

describe('keysetBatches', () => {
  it('asks for the next batch while the caller is still writing the current one', async () => {
    const { db, asked } = fakeDb([async () => rows(0, BATCH_SIZE), async () => rows(BATCH_SIZE, 3)]);
    const seen: number[] = [];
    for await (const batch of keysetBatches<Row>(db, query)) {
      seen.push(batch.length);
      if (seen.length === 1) expect(asked.count).toBe(2);
    }
    expect(seen).toEqual([BATCH_SIZE, 3]);
    expect(asked.count).toBe(2);
  });

  it('stops after a full last batch when the next one is empty', async () => {
    const { db } = fakeDb([async () => rows(0, BATCH_SIZE), async () => []]);
    const seen: number[] = [];
    for await (const batch of keysetBatches<Row>(db, query)) seen.push(batch.length);
    expect(seen).toEqual([BATCH_SIZE]);
  });

  it('throws a failed batch where it is awaited, without an unhandled rejection meanwhile', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { db } = fakeDb([
        async () => rows(0, BATCH_SIZE),
        async () => Promise.reject(new Error('connection lost')),
      ]);
      const batches = keysetBatches<Row>(db, query);
      await batches.next();
      // The caller is busy writing while the batch asked for ahead fails.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      await expect(batches.next()).rejects.toThrow('connection lost');
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
