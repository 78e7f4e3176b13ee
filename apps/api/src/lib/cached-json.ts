import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './response-encoding.js';

/** Below this, compression saves less than the header it costs. */
const MIN_COMPRESSED_BYTES = 512;
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * An answer kept in memory as JSON, compressed at most once per encoding: a cached answer is
 * sent many times, so its compression is paid when it is first asked for, not per request. It
 * is compressed on libuv's thread pool, never on the event loop, whatever its size.
 */
export class CachedJson {
  private gzipped?: Promise<Buffer>;
  private brotlied?: Promise<Buffer>;
  /** The JSON as bytes: sending a string would encode it again for every request. */
  readonly bytes: Buffer;

  constructor(json: string) {
    this.bytes = Buffer.from(json);
  }

  gzip(): Promise<Buffer> {
    return (this.gzipped ??= gzipAsync(this.bytes));
  }

  brotli(): Promise<Buffer> {
    return (this.brotlied ??= brotliAsync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
  }
}

/**
 * Sends a cached answer, brotli or gzip when the client takes it and it is worth it. Plain
 * answers go at once; a compressed one waits for its compression only the first time.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = body.bytes.length >= MIN_COMPRESSED_BYTES ? preferredEncoding(request) : undefined;
  if (!encoding) return reply.send(body.bytes);
  return (encoding === 'br' ? body.brotli() : body.gzip()).then((bytes) => reply.header('content-encoding', encoding).send(bytes));
}
