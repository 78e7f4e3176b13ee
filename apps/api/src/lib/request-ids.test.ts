import { describe, expect, it } from 'vitest';
import { requestIds } from './request-ids.js';

describe('requestIds', () => {
  it('never repeats an id within a process', () => {
    const next = requestIds();
    const ids = new Set(Array.from({ length: 10_000 }, () => next()));
    expect(ids.size).toBe(10_000);
  });

  it('gives each process (each generator) its own prefix, so two instances never share an id', () => {
    const a = requestIds()();
    const b = requestIds()();
    expect(a).toMatch(/^[\w-]{8}-1$/);
    expect(b).toMatch(/^[\w-]{8}-1$/);
    expect(a).not.toBe(b);
  });
});
