import type { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The response a connection is writing, if any (Node keeps it on the socket while it is in flight). */
const inFlight = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;

/** Ends a response's connection after it: `Connection: close` if its headers have not left, and the socket ended once it is sent. */
function closeAfter(response: ServerResponse, socket: Socket) {
  if (!response.headersSent) response.shouldKeepAlive = false;
  if (response.writableFinished) socket.end();
  else response.once('finish', () => socket.end());
}

/**
 * Lets close() end as soon as the requests in flight are answered. Node closes only the
 * connections that are idle when close begins; one that is busy then would, after its
 * response, stay open for the whole keep-alive timeout (72 s) and hold the drain past the
 * shutdown guard in server.ts, which then exits 1 without closing the database. So once
 * closing, every response says `Connection: close` and its connection ends after it: those in
 * flight (a long download whose headers already left included), and any that arrive on a
 * connection still open. Nothing of this runs per request before close: connections are
 * tracked as they open, and the per-request listener is added when closing begins.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    const connections = new Set<Socket>();
    app.server.on('connection', (socket: Socket) => {
      connections.add(socket);
      socket.once('close', () => connections.delete(socket));
    });
    app.addHook('preClose', (done) => {
      app.server.prependListener('request', (request, response) => closeAfter(response, request.socket));
      for (const socket of connections) {
        const response = inFlight(socket);
        if (response) closeAfter(response, socket);
      }
      done();
    });
  },
  { name: 'drain' },
);
