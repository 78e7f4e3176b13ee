import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends an answer already serialised as JSON with an ETag (a hash of it), or 304 with no body
 * when the client holds the same answer (`If-None-Match`). Weak, because the same JSON may be
 * sent compressed or not. `variant` names a version of the resource that the URL alone may not
 * (the language of the patient's content): it is part of the ETag, so an answer held in one
 * language never stands for the answer in another, even where no text is translated.
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, json: string, variant?: string) {
  const hash = createHash('sha256').update(json).digest('base64url');
  const etag = `W/"${variant ? `${variant}-` : ''}${hash}"`;
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
