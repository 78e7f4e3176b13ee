import { issueDetail, valueAt, type ErrorDetail } from '@clearwell/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { databaseFailure } from '../lib/database-errors.js';

type Envelope = { success: false; error: string; message: string; details?: ErrorDetail[] };

/** Fastify's own error codes, mapped to the wire format's stable codes. */
const FASTIFY_CODES: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The request body is empty' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  // @fastify/multipart's codes (its messages, such as 'reach files limit', are not sentences).
  FST_FILES_LIMIT: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'Too many files in one request' },
  FST_PARTS_LIMIT: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'Too many fields in one request' },
  FST_FIELDS_LIMIT: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'Too many fields in one request' },
  FST_MP_PREMATURE_CLOSE: {
    status: 400,
    error: 'VALIDATION_ERROR',
    message: 'The form data ended before it was complete. Please send it again.',
  },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, error: 'INVALID_JSON', message: 'A form field is not valid JSON' },
  FST_PROTO_VIOLATION: { status: 400, error: 'INVALID_JSON', message: 'The request body is not allowed' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    error: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This request must be sent as multipart/form-data',
  },
};

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Connection-level database failures: the service is unavailable, not broken. */
const DB_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);
function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_UNAVAILABLE.has(code)) return true;
    const msg = (e as { message?: unknown }).message;
    if (
      typeof msg === 'string' &&
      /Connection terminated|database closed|PGlite is closed|timeout exceeded when trying to connect/i.test(msg)
    )
      return true;
  }
  return false;
}

function fieldOf(path: string | undefined): string {
  return (path ?? '').replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** The part of the request a schema judged: what a field's absence is read from. */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function toEnvelope(
  err: FastifyError | AppError | Error,
  request: FastifyRequest,
): { status: number; body: Envelope; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    const body: Envelope = { success: false, error: err.code, message: err.message };
    if (err.details?.length) body.details = err.details;
    return { status: err.statusCode, body, headers: err.headers };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    // Each detail's code is from DETAIL_CODES (packages/shared/src/errors.ts; docs/api.md, Errors).
    // One entry per bad field, its first problem: a value of the wrong type also fails the
    // field's other rules, and those messages would only repeat what to fix.
    const details: ErrorDetail[] = [];
    const sent = requestPart(request, err.validationContext);
    for (const v of err.validation) {
      const field =
        fieldOf(v.instancePath) || (v.params as { issue?: { path?: unknown[] } }).issue?.path?.join('.') || 'body';
      if (details.some((d) => d.field === field)) continue;
      const path = v.instancePath.split('/').filter(Boolean);
      const issue = { ...v.params, code: v.keyword, message: v.message ?? 'Invalid value', path } as Parameters<
        typeof issueDetail
      >[0];
      details.push(issueDetail(issue, field, valueAt(sent, path) === undefined));
    }
    return {
      status: 400,
      body: {
        success: false,
        error: 'VALIDATION_ERROR',
        message: details[0]?.message ?? 'The request is not valid',
        details,
      },
    };
  }
  if (isDatabaseUnavailable(err)) {
    return {
      status: 503,
      body: {
        success: false,
        error: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again shortly.',
      },
      headers: { 'retry-after': '5' },
    };
  }
  const fe = err as FastifyError;
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) return { status: known.status, body: { success: false, error: known.error, message: known.message } };
  if (fe.statusCode === 429) {
    return {
      status: 429,
      body: {
        success: false,
        error: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a moment and try again.',
      },
    };
  }
  if (!isResponseSerializationError(err) && fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    const code = GENERIC_BY_STATUS[fe.statusCode] ?? 'VALIDATION_ERROR';
    return { status: fe.statusCode, body: { success: false, error: code, message: fe.message } };
  }
  void request;
  return {
    status: 500,
    body: { success: false, error: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
  };
}

/** The one place errors become responses: every /api failure leaves in the envelope of docs/api.md. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body, headers } = toEnvelope(err, request);
      // A database failure goes out as its SQLSTATE and constraint, never the values it carried.
      if (status >= 500) request.log.error({ err: databaseFailure(err) ?? err, reqId: request.id }, 'request failed');
      else request.log.info({ reqId: request.id, error: body.error, status }, 'request refused');
      if (headers) reply.headers(headers);
      // The id the log line above carries, for whoever reports the failure to quote.
      reply.header('x-request-id', request.id);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);

export function notFoundBody(): Envelope {
  return { success: false, error: 'NOT_FOUND', message: 'The requested resource was not found' };
}
