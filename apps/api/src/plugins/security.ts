import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Pages of the web app get the CSP the built app satisfies: scripts only from this origin;
 * inline styles are allowed because the toast and chart libraries inject style elements. Only
 * pages get an opener policy and X-Frame-Options: both mean something only for pages.
 * Applied with `reply.helmet(pageSecurity)` where a page is sent (plugins/static-web.ts).
 */
export const pageSecurity = {
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
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'sameorigin' },
} satisfies FastifyHelmetOptions;

/** Stored files (avatars, step media, videos): other sites may not embed them (plugins/files.ts). */
export const storedFileSecurity = {
  crossOriginResourcePolicy: { policy: 'same-origin' },
} satisfies FastifyHelmetOptions;

/**
 * Security headers on every response, errors included (@fastify/helmet). What every answer gets
 * is what the OWASP REST guidance asks of JSON: a CSP that lets nothing load, run or frame it if
 * it is opened as a page, no MIME sniffing, and no Referer (a browser that opens an answer and
 * follows anything from it must not send its URL). Pages and stored files add theirs above;
 * everywhere else the CSP's frame-ancestors already forbids framing, and a resource policy adds
 * nothing to answers that need a bearer token.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // Only over HTTPS, below.
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      xFrameOptions: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Authenticated JSON must never be kept by a browser or a shared cache.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security' },
);
