import { describe, expect, it } from 'vitest';
import { isUuid, newOrderedId } from './uuid.js';

describe('newOrderedId', () => {
  it('is a UUID that Postgres accepts, of version 7', () => {
    const id = newOrderedId();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
  });

  it('sorts in the order the ids were made, so new rows sit together in an index', () => {
    const ids = Array.from({ length: 1000 }, () => newOrderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
