import { describe, expect, it } from 'vitest';
import { keepTickObjectShape, keptTickObjects } from './tick-shape.js';

describe('keepTickObjectShape', () => {
  it("holds Node's own tick objects, with and without arguments, and only once", async () => {
    await keepTickObjectShape();
    await keepTickObjectShape();
    const kept = keptTickObjects();
    expect(kept).toHaveLength(2);
    // What process.nextTick queues: the callback and its arguments (undefined when there are none).
    for (const tick of kept) expect(Object.keys(tick)).toEqual(['callback', 'args']);
    expect((kept[0] as { args: unknown }).args).toBeUndefined();
    expect((kept[1] as { args: unknown }).args).toEqual([expect.any(Function)]);
  });
});
