import { describe, expect, it } from 'vitest';
import { writeRows } from './workbook.js';

describe('writeRows', () => {
  it('writes every row in order, letting other requests take turns while it writes', async () => {
    const events: string[] = [];
    const rows = Array.from({ length: 100 }, (_, i) => i);
    // Another request's work, ready as soon as the export has started.
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        events.push('other request');
        resolve();
      }),
    );
    await writeRows(rows, (row) => events.push(`row ${row}`));
    await other;
    expect(events.filter((e) => e.startsWith('row'))).toEqual(rows.map((r) => `row ${r}`));
    const otherAt = events.indexOf('other request');
    expect(otherAt).toBeGreaterThan(-1);
    expect(otherAt).toBeLessThan(events.indexOf('row 99'));
  });

  it('writes nothing for no rows', async () => {
    const written: number[] = [];
    await writeRows([], (row: number) => written.push(row));
    expect(written).toEqual([]);
  });
});
