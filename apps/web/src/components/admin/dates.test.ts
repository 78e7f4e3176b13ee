import { describe, expect, it } from 'vitest';
import { changeRange, parseTypedDate, toYmd } from './dates';

describe('admin dates', () => {
  it('reads typed MM/dd/yyyy and refuses nonsense and impossible days', () => {
    expect(toYmd(parseTypedDate('03/07/2025')!)).toBe('2025-03-07');
    expect(toYmd(parseTypedDate('3/7/2025')!)).toBe('2025-03-07');
    expect(parseTypedDate('02/30/2025')).toBeNull();
    expect(parseTypedDate('13/01/2025')).toBeNull();
    expect(parseTypedDate('yesterday')).toBeNull();
    expect(parseTypedDate('2025-03-07')).toBeNull();
  });

  it('never lets the end fall before the start', () => {
    const march1 = new Date(2025, 2, 1);
    const march9 = new Date(2025, 2, 9);
    expect(changeRange({ start: march1, end: march1 }, 'start', march9)).toEqual({ start: march9, end: march9 });
    expect(changeRange({ start: march9, end: march9 }, 'end', march1)).toEqual({ start: march1, end: march1 });
    expect(changeRange({ start: march1, end: march9 }, 'end', march1)).toEqual({ start: march1, end: march1 });
    expect(changeRange({ start: null, end: null }, 'end', march9)).toEqual({ start: null, end: march9 });
  });
});
