import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends an answer already serialised as JSON with an ETag (a hash of it), or 304 with no body
 * when the client holds the same answer (`If-None-Match`). Weak, because the same JSON may be
 * sent compressed or not.
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, json: string) {
  const etag = `W/"${createHash('sha256').update(json).digest('base64url')}"`;
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json);
}

/** `If-None-Match` compares weakly: `W/` is ignored on either side, and `*` matches anything. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
