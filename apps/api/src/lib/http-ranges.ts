import type { ByteRange, StoredFile } from './storage.js';

/**
 * The parts of RFC 9110 the file server needs: one byte range, and the validators that let
 * a browser reuse what it has. Dates are compared at whole seconds, as HTTP dates carry.
 */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const strip = (tag: string) => tag.trim().replace(/^W\//, '');

/**
 * One `Range: bytes=…` header against a size. Null means "send the whole file": no header,
 * one this server does not understand, or several ranges (which a server may ignore).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** `If-None-Match`, or failing that `If-Modified-Since`, says the client's copy is current. */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  file: StoredFile,
): boolean {
  const tags = headers['if-none-match'];
  if (tags) return tags.trim() === '*' || tags.split(',').some((t) => strip(t) === strip(file.etag));
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && seconds(file.modifiedAt) <= since / 1000;
}

/** `If-Range`: a range is served only if the client's validator still matches (strongly). */
export function rangeStillApplies(ifRange: string | undefined, file: StoredFile): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === file.etag && !file.etag.startsWith('W/');
  const date = Date.parse(value);
  return !Number.isNaN(date) && date / 1000 === seconds(file.modifiedAt);
}
