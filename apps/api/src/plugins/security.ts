import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response, errors included. The CSP is one the built web app
 * satisfies: scripts only from this origin; inline styles are allowed because the toast and
 * chart libraries inject style elements.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'"],
        },
      },
      // HSTS is only meaningful over HTTPS; it is added below when the request came that way.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'security' },
);
