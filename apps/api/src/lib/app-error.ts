import { ERROR_STATUS, type DetailCode, type ErrorCode, type ErrorDetail } from '@clearwell/shared';

/** The one error type services throw; the error handler maps `code` to its HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
/** A 400 about one field: its detail's `code` is from the vocabulary in packages/shared/src/errors.ts. */
export const validationError = (field: string, code: DetailCode, message: string, max?: number) =>
  new AppError('VALIDATION_ERROR', message, [
    max === undefined ? { field, code, message } : { field, code, message, max },
  ]);
