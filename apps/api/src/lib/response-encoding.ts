import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/**
 * Answers sent as streams are the long ones, compressed on every request: at the fastest levels,
 * so that their compression takes as little as possible from the cores the event loop shares
 * (JSON still shrinks several times over).
 */
const STREAM_BROTLI_QUALITY = 1;
const STREAM_GZIP_LEVEL = 1;

/** The encoding to answer in: brotli, else gzip, when the client accepts it (q > 0); else none. */
export function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/**
 * Sends JSON produced as a stream, compressed on the way by a zlib stream when the client accepts
 * it. zlib streams compress on libuv's thread pool, one chunk at a time, so however long the
 * answer, the event loop only ever hands over a chunk. A failure of the source (a query that
 * fails halfway) ends the response abruptly, as nothing else can be said once it has begun.
 */
export function sendJsonStream(request: FastifyRequest, reply: FastifyReply, body: Readable) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request);
  if (!encoding) return reply.send(body);
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY } }) : createGzip({ level: STREAM_GZIP_LEVEL });
  // pipeline destroys both streams when either fails or the client goes away.
  return reply.header('content-encoding', encoding).send(pipeline(body, compressor, () => undefined));
}
