import type { FastifyInstance } from 'fastify';

/** Liveness answers while the process runs; readiness only while the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await Promise.race([
        app.database.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), 2000).unref()),
      ]);
      return { status: 'ready' };
    } catch (err) {
      request.log.warn({ err }, 'not ready');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
