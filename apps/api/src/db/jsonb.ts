import { customType } from 'drizzle-orm/pg-core';

/**
 * A jsonb column whose value is taken as the driver parsed it. Both drivers (pg and PGlite)
 * already turn jsonb into JavaScript values; Drizzle's own `jsonb` parses strings a second
 * time, which turns a stored text answer such as "5" or "true" into a number or a boolean, and
 * throws and catches an exception for every other string (a tenth of the journal's cost).
 */
export function jsonb<T>(name: string) {
  return customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => value as T,
  })(name);
}
