import { v7 } from 'uuid';

/** A UUID as Postgres writes it. Ids are checked before querying so a malformed one is a clean 404, not a cast error. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * A new id for a row written often (sessions and their answers): a UUID whose first bits are the
 * time (version 7), so consecutive rows land side by side in their primary-key index instead of
 * on a random page each, which keeps inserts into a large table cheap (fewer pages touched, and
 * far less written to the database's log after each checkpoint).
 */
export function newOrderedId(): string {
  return v7();
}
