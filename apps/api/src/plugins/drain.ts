import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Lets close() end as soon as the requests in flight are answered. Node closes only the
 * connections that are idle when close begins; one that is busy then would, after its
 * response, stay open for the whole keep-alive timeout (72 s) and hold the drain past the
 * shutdown guard in server.ts, which then exits 1 without closing the database. So once
 * closing, every response says `Connection: close` and its connection ends after it.
 */
export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback hooks, not async ones: they run on every response, and a promise each is a
    // measurable share of a small request.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    // A response whose headers left before close began (a long download) went out keep-alive.
    app.addHook('onResponse', (request, _reply, done) => {
      if (closing) request.raw.socket?.end();
      done();
    });
  },
  { name: 'drain' },
);
