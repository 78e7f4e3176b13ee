import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Ends a response's connection after it: `Connection: close` if its headers have not left, else the socket ended once it is sent. */
function closeAfter(response: ServerResponse) {
  if (!response.headersSent) {
    response.setHeader('connection', 'close');
    return;
  }
  const socket = response.socket;
  if (response.writableFinished) socket?.end();
  else response.once('finish', () => socket?.end());
}

/**
 * Lets close() end as soon as the requests in flight are answered. Node closes only the
 * connections that are idle when close begins; one that is busy then would, after its
 * response, stay open for the whole keep-alive timeout (72 s) and hold the drain past the
 * shutdown guard in server.ts, which then exits 1 without closing the database. So once
 * closing, every response ends its connection: those in flight (a long download whose headers
 * already left included), and any that arrive on a connection still open.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    const inFlight = new Set<ServerResponse>();
    let closing = false;
    app.addHook('onRequest', (_request, reply, done) => {
      const response = reply.raw;
      if (closing) closeAfter(response);
      else {
        inFlight.add(response);
        response.once('close', () => inFlight.delete(response));
      }
      done();
    });
    app.addHook('preClose', (done) => {
      closing = true;
      for (const response of inFlight) closeAfter(response);
      done();
    });
  },
  { name: 'drain' },
);
