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
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  field: string;
  message: string;
}
