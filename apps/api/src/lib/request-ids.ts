import { randomBytes } from 'node:crypto';

/**
 * Request ids: a random prefix drawn once per process, then a counter. Unique across instances
 * and restarts (the prefix) and within a process (the counter), and as good as a UUID for what
 * an id is for, finding a failure's log line, at the cost of one string per request instead of
 * a draw from the system's random source on every request for an id that is rarely read.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}
