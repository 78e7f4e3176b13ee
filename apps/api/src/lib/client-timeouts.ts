import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * How long a client may take to send its request, so a slow or stalled one cannot hold a
 * connection (and the memory behind it) forever. The defaults, in config.ts:
 *
 * - headers: 30 s for the request line and headers, which are small.
 * - idle: 60 s without a byte from the client ends the connection. This is what stops the
 *   client that sends one byte of its body and then nothing. A live upload, however slow, keeps
 *   sending; a link that moves nothing for a minute is dead.
 * - request: 2 hours for a whole request, body included. Uploads are one request each, through
 *   this same server (the 2 GB video package is streamed to disk as it arrives, step media up
 *   to 200 MB to storage), so this bounds the slowest upload that can succeed: 2 GB in 2 hours
 *   needs about 2.4 Mbit/s up. A trickle just under the idle limit is ended here.
 * - keep-alive: 72 s (Fastify's default, longer than the 60 s a load balancer commonly keeps
 *   an idle connection to the server). A connection waiting for its next request is closed
 *   after it; so is one whose request was answered before its body was read (a 401 from the
 *   token check) and whose client then sends nothing more.
 *
 * Node measures the headers and whole-request limits on a timer; checking every half of the
 * shorter one keeps each within one and a half times its value.
 */
export function serverTimeoutOptions(timeouts: Config['timeouts']) {
  const { headersMs, requestMs, idleMs, keepAliveMs } = timeouts;
  return {
    connectionTimeout: idleMs,
    keepAliveTimeout: keepAliveMs,
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(10, Math.floor(Math.min(headersMs, requestMs) / 2)),
    },
  };
}

/**
 * The idle limit is Node's socket timeout, which also counts the time a handler works without
 * writing. Upload routes may do that for minutes once the body is in (the video package is
 * extracted into storage before the answer), so on them an idle socket is ended only while the
 * request is still arriving. A listener on the response's 'timeout' leaves the socket to it.
 */
export function endIdleOnlyWhileReceiving(request: FastifyRequest, reply: FastifyReply) {
  reply.raw.on('timeout', () => {
    if (!request.raw.complete) request.raw.socket.destroy();
  });
}
