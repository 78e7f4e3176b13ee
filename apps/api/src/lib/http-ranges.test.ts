import { describe, expect, it } from 'vitest';
import { isNotModified, parseRange, rangeStillApplies } from './http-ranges.js';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    [' bytes=1-1 ', 10, { start: 1, end: 1 }],
  ])('%s of %i bytes', (header, size, expected) => expect(parseRange(header, size)).toEqual(expected));

  it.each([
    ['bytes=1000-', 1000],
    ['bytes=1000-1001', 1000],
    ['bytes=-0', 1000],
    ['bytes=0-', 0],
  ])('%s of %i bytes cannot be satisfied', (header, size) => expect(parseRange(header, size)).toBe('unsatisfiable'));

  it.each([undefined, '', 'bytes=', 'bytes=-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-1', 'bytes=a-b'])(
    'sends the whole file for %j',
    (header) => expect(parseRange(header, 1000)).toBeNull(),
  );
});

describe('conditional requests', () => {
  const file = { size: 10, modifiedAt: new Date('2025-03-01T10:00:00.500Z'), etag: '"abc"' };

  it('matches If-None-Match against the entity tag, weakly', () => {
    expect(isNotModified({ 'if-none-match': '"abc"' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x", W/"abc"' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, file)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"other"' }, file)).toBe(false);
  });

  it('falls back to If-Modified-Since at whole seconds, and If-None-Match wins when both are sent', () => {
    expect(isNotModified({ 'if-modified-since': 'Sat, 01 Mar 2025 10:00:00 GMT' }, file)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Sat, 01 Mar 2025 09:59:59 GMT' }, file)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'not a date' }, file)).toBe(false);
    expect(
      isNotModified({ 'if-none-match': '"other"', 'if-modified-since': 'Sat, 01 Mar 2025 10:00:00 GMT' }, file),
    ).toBe(false);
    expect(isNotModified({}, file)).toBe(false);
  });

  it('honours a range only while If-Range still names this version', () => {
    expect(rangeStillApplies(undefined, file)).toBe(true);
    expect(rangeStillApplies('"abc"', file)).toBe(true);
    expect(rangeStillApplies('"old"', file)).toBe(false);
    expect(rangeStillApplies('W/"abc"', file)).toBe(false);
    expect(rangeStillApplies('Sat, 01 Mar 2025 10:00:00 GMT', file)).toBe(true);
    expect(rangeStillApplies('Sat, 01 Mar 2025 11:00:00 GMT', file)).toBe(false);
  });
});
