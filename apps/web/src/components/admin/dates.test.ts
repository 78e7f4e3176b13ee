import { describe, expect, it } from 'vitest';
import {
  formatTypedDate,
  invalidEnds,
  isRangeValid,
  parseTypedDate,
  pickDay,
  rangeOf,
  settle,
  toYmd,
  typeInto,
} from './dates';

describe('admin dates', () => {
  it('reads typed MM/dd/yyyy and refuses nonsense and impossible days', () => {
    expect(toYmd(parseTypedDate('03/07/2025')!)).toBe('2025-03-07');
    expect(toYmd(parseTypedDate('3/7/2025')!)).toBe('2025-03-07');
    expect(formatTypedDate(parseTypedDate('3/7/2025')!)).toBe('03/07/2025');
    expect(parseTypedDate('02/30/2025')).toBeNull();
    expect(parseTypedDate('13/01/2025')).toBeNull();
    expect(parseTypedDate('99/99/2026')).toBeNull();
    expect(parseTypedDate('yesterday')).toBeNull();
    expect(parseTypedDate('2025-03-07')).toBeNull();
  });

  it('keeps text that is not a date, and the range is then not valid', () => {
    const march1 = new Date(2026, 2, 1);
    const typed = typeInto(rangeOf(march1, null), 'start', '99/99/2026');
    expect(typed.start).toBeNull();
    expect(invalidEnds(typed)).toEqual({ start: true, end: false });
    expect(isRangeValid(typed)).toBe(false);
    // Leaving the field keeps it: the text must not quietly become "no date".
    expect(settle(typed, 'start')).toEqual(typed);
    // Emptying the field, or picking a day, mends it.
    expect(isRangeValid(typeInto(typed, 'start', ''))).toBe(true);
    expect(pickDay(typed, 'start', march1)).toEqual(rangeOf(march1, null));
  });

  it('takes a typed day at once and shows it in the usual format once the field is left', () => {
    const typed = typeInto(rangeOf(null, null), 'end', '3/9/2026');
    expect(typed.end).toEqual(new Date(2026, 2, 9));
    expect(isRangeValid(typed)).toBe(true);
    expect(settle(typed, 'end')).toEqual(rangeOf(null, new Date(2026, 2, 9)));
  });

  it('refuses an end before the start, marking both fields', () => {
    const march1 = new Date(2026, 2, 1);
    const march9 = new Date(2026, 2, 9);
    expect(invalidEnds(rangeOf(march9, march1))).toEqual({ start: true, end: true });
    expect(isRangeValid(rangeOf(march1, march1))).toBe(true);
    expect(isRangeValid(rangeOf(march1, march9))).toBe(true);
    expect(isRangeValid(rangeOf(null, march1))).toBe(true);
  });

  it('reads and writes days day first in Spanish (dd/MM/yyyy) and German (dd.MM.yyyy)', () => {
    const march7 = new Date(2025, 2, 7);
    expect(formatTypedDate(march7, 'es')).toBe('07/03/2025');
    expect(formatTypedDate(march7, 'de')).toBe('07.03.2025');
    expect(parseTypedDate('7.3.2025', 'de')).toEqual(march7);
    expect(parseTypedDate('07/03/2025', 'es')).toEqual(march7);
    expect(parseTypedDate('03/07/2025', 'de')).toBeNull();
    expect(parseTypedDate('31/02/2025', 'es')).toBeNull();
    const typed = typeInto(rangeOf(null, null), 'end', '32.01.2026', 'de');
    expect(isRangeValid(typed)).toBe(false);
    expect(settle(typed, 'end')).toEqual(typed);
    const mended = typeInto(typed, 'end', '09.03.2026', 'de');
    expect(mended.end).toEqual(new Date(2026, 2, 9));
    expect(settle(mended, 'end')).toEqual(rangeOf(null, new Date(2026, 2, 9)));
  });
});
