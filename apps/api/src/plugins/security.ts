import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { helmetHeaders } from '../lib/security-headers.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, errors included, set in one request hook. helmet decides
 * the headers; they are computed once at start-up (they never vary by request), so a request
 * pays for one object copy rather than a dozen middleware calls. The CSP is one the built web
 * app satisfies: scripts only from this origin; inline styles are allowed because the toast
 * and chart libraries inject style elements.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = helmetHeaders({
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
      // Headers for browsers that no longer exist (IE's download prompt and XSS auditor, Flash
      // and Acrobat policy files) or that change nothing here (DNS prefetch, origin-keyed
      // agent clusters): bytes on every response that protect no one.
      xXssProtection: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
      originAgentCluster: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      reply.header('x-request-id', request.id);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Authenticated JSON must never be kept by a browser or a shared cache.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security' },
);
