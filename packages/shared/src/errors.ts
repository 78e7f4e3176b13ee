/**
 * Stable error codes of the wire format and the HTTP status each one maps to.
 * Clients branch on `error`, never on the human `message`.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  INVALID_CODE: 400,
  INVALID_TOKEN: 400,
  INVALID_CURRENT_PASSWORD: 400,
  INVALID_ZIP: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_VERIFIED: 403,
  AGREEMENT_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PASSWORD_REQUIRED: 409,
  NOT_DUE: 409,
  ALREADY_ANSWERED: 409,
  TOO_MANY_LINKS: 409,
  ALREADY_SUPPORTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What is wrong with one field of a refused request (`details[].code`, docs/api.md): a client
 * branches and translates on it, with the detail's `field` and, where the rule has one, its
 * `max`; the `message` is for people reading the raw answer.
 *
 * - `required`: missing or empty.
 * - `too_long` / `too_short`: a text longer or shorter than allowed (`max`: characters).
 * - `too_many` / `too_few`: a list with more or fewer items than allowed (`max`: items).
 * - `too_large` / `too_small`: a number (or file) above or below its bounds.
 * - `invalid_type`: another kind of value than the field takes (text for a number, a fraction for
 *   a whole number, a list of something other than texts).
 * - `invalid_format`: a text that does not read as what it should be (e-mail, link, date, JSON).
 * - `invalid_value`: not one of the values the field takes (an unknown type, a refused choice).
 * - `invalid_range`: two bounds the wrong way round (an end before its start, a minimum not
 *   below the maximum).
 * - `invalid_order`: choices that carry a rule moved or removed.
 * - `duplicate`: the same value twice where each must be different.
 * - `not_allowed`: a field, file, character or answer that is not taken here.
 * - `not_found`: names something that does not exist.
 * - `too_common`: a password on the list of common passwords.
 * - `incorrect`: does not match what is stored (the current password).
 * - `mismatch`: differs from the field it must repeat (a password's confirmation).
 */
export const DETAIL_CODES = [
  'required',
  'too_long',
  'too_short',
  'too_many',
  'too_few',
  'too_large',
  'too_small',
  'invalid_type',
  'invalid_format',
  'invalid_value',
  'invalid_range',
  'invalid_order',
  'duplicate',
  'not_allowed',
  'not_found',
  'too_common',
  'incorrect',
  'mismatch',
] as const;

export type DetailCode = (typeof DETAIL_CODES)[number];

export interface ErrorDetail {
  field: string;
  code: DetailCode;
  message: string;
  /** The limit a `too_long`, `too_many` or `too_large` detail was held to. */
  max?: number;
}
