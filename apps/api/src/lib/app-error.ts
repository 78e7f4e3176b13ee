import { ERROR_STATUS, type ErrorCode, type ErrorDetail } from '@clearwell/shared';

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
export const validationError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, message }]);
