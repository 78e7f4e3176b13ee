import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, compression saves less than the header it costs. */
const MIN_COMPRESSED_BYTES = 512;

/**
 * An answer kept in memory as JSON, compressed at most once per encoding: a cached answer is
 * sent many times, so its compression is paid when it is first asked for, not per request.
 */
export class CachedJson {
  private gzipped?: Buffer;
  private brotlied?: Buffer;
  /** The JSON as bytes: sending a string would encode it again for every request. */
  readonly bytes: Buffer;

  constructor(readonly json: string) {
    this.bytes = Buffer.from(json);
  }

  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.json));
  }

  brotli(): Buffer {
    return (this.brotlied ??= brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
  }
}

/** The encodings the client accepts (q > 0), from its Accept-Encoding header. */
function accepted(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) out.add(name);
  }
  return out;
}

/** Sends a cached answer, brotli or gzip when the client takes it and it is worth it. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body.json.length >= MIN_COMPRESSED_BYTES) {
    const encodings = accepted(request.headers['accept-encoding']);
    if (encodings.has('br')) return reply.header('content-encoding', 'br').send(body.brotli());
    if (encodings.has('gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip());
  }
  return reply.send(body.bytes);
}
