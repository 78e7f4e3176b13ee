import multipart from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { AppError } from '../lib/app-error.js';
import { endIdleOnlyWhileReceiving } from '../lib/client-timeouts.js';
import { refuseNulInParts } from './text-input.js';

/** A route that declares a JSON body refuses a multipart one: 415, not a 400 on its fields. */
function rejectMultipartBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  if (request.isMultipart())
    done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'This request must be sent as JSON (application/json).'));
  else done();
}

const MALFORMED_FORM = 'The form data could not be read. Please choose the file again and resend the form.';

/**
 * The multipart parser (busboy) reports a body it cannot read (no boundary, a part cut off, the
 * body ending early) as a plain Error without a code or status: that is the client's mistake, a
 * 400. Every other error (ours, Fastify's, the storage's) keeps its own answer.
 */
export function asFormError(err: unknown): unknown {
  const e = err as { code?: unknown; statusCode?: unknown };
  const plain = err instanceof Error && err.constructor === Error && e.code === undefined && e.statusCode === undefined;
  return plain ? new AppError('VALIDATION_ERROR', MALFORMED_FORM) : err;
}

/**
 * Registers the routes that take forms with files (profile photo, step media, the video
 * package) in a context of their own with multipart parsing, which nothing else gets:
 * @fastify/multipart adds two hooks to every request of the context it is registered in, and
 * elsewhere a multipart body is refused as any content type but JSON is (415). Nothing is
 * buffered whole; per-route limits tighten these.
 */
export function withMultipart(...routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    await scope.register(multipart, {
      limits: { fileSize: scope.config.limits.videoPackageBytes, files: 20, fields: 50, parts: 80, fieldSize: 100_000 },
    });
    scope.addHook('onRequest', (request, reply, done) => {
      refuseNulInParts(request);
      endIdleOnlyWhileReceiving(request, reply);
      done();
    });
    scope.addHook('onRoute', (route) => {
      if (route.schema?.body) route.preValidation = [rejectMultipartBody, ...[route.preValidation ?? []].flat()];
    });
    // Rethrown, an error goes on to the app's handler (plugins/errors.ts), which writes the envelope.
    scope.setErrorHandler((err, request) => {
      throw request.isMultipart() ? asFormError(err) : err;
    });
    for (const register of routes) await scope.register(register);
  };
}
