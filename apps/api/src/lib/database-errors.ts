import { DrizzleQueryError } from 'drizzle-orm';

/** What a log may say of a failed database call: nothing a user typed. */
export interface DatabaseFailure {
  type: string;
  /** SQLSTATE (`23505`, …), or the driver's code for a connection failure (`ECONNREFUSED`). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Where the call was made: the stack's frames, without the message above them. */
  stack?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function chainOf(err: unknown): object[] {
  const chain: object[] = [];
  for (
    let e = err;
    e && typeof e === 'object' && chain.length < 8 && !chain.includes(e);
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e);
  }
  return chain;
}

/** pg's and PGlite's errors from the server carry a severity and a SQLSTATE. */
function isServerError(e: object): boolean {
  const { severity, code } = e as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && SQLSTATE.test(code);
}

function firstString(chain: object[], key: 'code' | 'constraint' | 'table' | 'column'): string | undefined {
  for (const e of chain) {
    const value = (e as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** The frames of an error's stack, only if they can be cut cleanly from the message. */
function framesOf(e: object): string | undefined {
  const { stack } = e as { stack?: unknown };
  const head = Error.prototype.toString.call(e);
  if (typeof stack !== 'string' || !stack.startsWith(`${head}\n`)) return undefined;
  return stack.slice(head.length + 1);
}

/**
 * A database failure as it may be logged, or undefined for any other error. Drizzle's message
 * spells out the statement and every bound parameter (journal text, e-mails, password hashes),
 * PGlite adds the query and parameters to its errors, and the server's own message and detail
 * quote values ("Key (email)=(…) already exists"): none of these is kept, only the SQLSTATE,
 * the constraint, table and column the server names, and the frames of the call.
 */
export function databaseFailure(err: unknown): DatabaseFailure | undefined {
  const chain = chainOf(err);
  if (!chain.some((e) => e instanceof DrizzleQueryError || isServerError(e))) return undefined;
  const failure: DatabaseFailure = { type: 'DatabaseError' };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    const value = firstString(chain, key);
    if (value) failure[key] = value;
  }
  const stack = framesOf(chain[0]!);
  if (stack) failure.stack = stack;
  return failure;
}
