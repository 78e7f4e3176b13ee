import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, validationError } from '../lib/app-error.js';

/**
 * PostgreSQL stores no NUL character in text, on either engine: one that reached a query would
 * fail there as a 500. Whatever a client sends is refused at the door instead: with the field
 * named (400) in JSON bodies and query strings here, and in multipart fields and file names as
 * the upload routes read them (refuseNulInParts, from plugins/multipart-scope.ts); as an unknown
 * resource (404) in path parameters.
 */
const NUL = '\u0000';
const MESSAGE = 'Text may not contain the NUL character (\\u0000)';

const refuse = (field: string) => validationError(field, 'not_allowed', MESSAGE);

/** Whether any string (or key) within holds a NUL; iterative, so no depth of nesting overflows the stack. */
function holdsNul(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes(NUL)) return true;
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (Array.isArray(value)) {
        for (const item of value) stack.push(item);
      } else {
        for (const key of Object.keys(value)) {
          if (key.includes(NUL)) return true;
          stack.push((value as Record<string, unknown>)[key]);
        }
      }
    }
  }
  return false;
}

/** The dotted path of the first field holding a NUL (run only once holdsNul found one). */
function nulField(root: unknown, prefix: string): string {
  const stack: [unknown, string][] = [[root, prefix]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path || 'body';
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (const [key, item] of entries.reverse()) {
        if (key.includes(NUL)) return join(path, key.replaceAll(NUL, '\\u0000'));
        stack.push([item, join(path, key)]);
      }
    }
  }
  return prefix || 'body';
}

function refuseNul(request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) {
  // A path names a resource, and no resource's name holds a NUL: 404, as for any id that does
  // not exist, whatever its form (the wire format's rule).
  if (holdsNul(request.params)) return done(notFound());
  for (const source of [request.query, request.body]) {
    if (holdsNul(source)) return done(refuse(nulField(source, '')));
  }
  done();
}

/** Routes a client can send text to: a body, a declared query, or parameters in the path. */
function takesText(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  const bodiless = methods.every((m) => m === 'GET' || m === 'HEAD');
  return !bodiless || Boolean(route.schema?.querystring) || /[:*]/.test(route.url);
}

export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    // Per route rather than on every request, so the routes that take nothing pay nothing.
    app.addHook('onRoute', (route) => {
      if (takesText(route)) route.preValidation = [refuseNul, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: 'text-input' },
);

function checkPart(part: Multipart) {
  if (part.type === 'field') {
    if (typeof part.value === 'string' && part.value.includes(NUL)) throw refuse(part.fieldname);
  } else if (part.filename.includes(NUL)) {
    part.file.resume();
    throw refuse(part.fieldname);
  }
}

async function* checkedParts(parts: AsyncIterable<Multipart>): AsyncGenerator<Multipart> {
  for await (const part of parts) {
    checkPart(part);
    yield part;
  }
}

/** Makes this request's multipart readers refuse a field or file name holding a NUL as they reach it. */
export function refuseNulInParts(request: FastifyRequest) {
  const parts = request.parts.bind(request);
  const file = request.file.bind(request);
  request.parts = (options) => checkedParts(parts(options));
  request.file = async (options): Promise<MultipartFile | undefined> => {
    const part = await file(options);
    if (part) checkPart(part);
    return part;
  };
}
