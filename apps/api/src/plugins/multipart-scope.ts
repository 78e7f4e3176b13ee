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
    for (const register of routes) await scope.register(register);
  };
}
