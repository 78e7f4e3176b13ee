import type { z } from 'zod';
import { DETAIL_CODES, type DetailCode, type ErrorDetail } from './errors.js';

type Issue = z.core.$ZodIssue;

const isDetailCode = (value: unknown): value is DetailCode =>
  typeof value === 'string' && (DETAIL_CODES as readonly string[]).includes(value);

/** The bound a `too_big` issue holds a value to, as a count a client can show. */
function maximumOf(issue: Extract<Issue, { code: 'too_big' }>): number {
  const max = Number(issue.maximum);
  return issue.inclusive === false ? max - 1 : max;
}

/**
 * A zod issue as a refusal's detail, with its code (the vocabulary is in errors.ts): the server's
 * answer, and the back-office forms that check with the same schemas before sending. A refine
 * names its own code with `params: { code }`; `missing` says the value was absent, which a
 * finished zod issue no longer carries.
 */
export function issueDetail(issue: Issue, field: string, missing: boolean): ErrorDetail {
  const detail = (code: DetailCode, max?: number): ErrorDetail =>
    max === undefined ? { field, code, message: issue.message } : { field, code, message: issue.message, max };
  switch (issue.code) {
    case 'invalid_type':
      return detail(missing ? 'required' : 'invalid_type');
    case 'too_big':
      if (issue.origin === 'string') return detail('too_long', maximumOf(issue));
      if (issue.origin === 'array' || issue.origin === 'set') return detail('too_many', maximumOf(issue));
      return detail('too_large', maximumOf(issue));
    case 'too_small':
      if (issue.origin === 'string') return detail(Number(issue.minimum) <= 1 ? 'required' : 'too_short');
      if (issue.origin === 'array' || issue.origin === 'set') return detail('too_few');
      return detail('too_small');
    case 'invalid_format':
      return detail('invalid_format');
    case 'unrecognized_keys':
      return detail('not_allowed');
    case 'custom': {
      const own = (issue.params as { code?: unknown } | undefined)?.code;
      return detail(isDetailCode(own) ? own : 'invalid_value');
    }
    default:
      return detail('invalid_value');
  }
}

/** A value at a path of a parsed body or query, to tell an absent field from a wrong one. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
