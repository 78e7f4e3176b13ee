import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { helmetHeaders } from '../lib/security-headers.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths answered with data or files, never with a page of the web app. */
const isResource = (url: string) => url.startsWith('/api/') || url.startsWith('/files/') || url === '/healthz' || url === '/readyz';

/**
 * Security headers on every response, errors included, set in one request hook. helmet decides
 * the headers; they are computed once at start-up (they never vary by request), so a request
 * pays for one object copy rather than a dozen middleware calls.
 *
 * Pages of the web app (and their scripts and styles) get the CSP the built app satisfies:
 * scripts only from this origin; inline styles are allowed because the toast and chart
 * libraries inject style elements. JSON and stored files get the policy for resources that are
 * never a page: nothing may load or run if one is opened as a document, and nothing may frame
 * it, with no opener policy or X-Frame-Options (both only mean something for pages; the CSP's
 * frame-ancestors already forbids framing). Fewer, shorter headers on the bulk of the traffic.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // What both policies leave out or share. HSTS is only meaningful over HTTPS; it is added below
    // when the request came that way. The rest are headers for browsers that no longer exist (IE's
    // download prompt and XSS auditor, Flash and Acrobat policy files) or that change nothing here
    // (DNS prefetch, origin-keyed agent clusters): bytes on every response that protect no one.
    const shared = {
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'no-referrer' },
      xXssProtection: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
      originAgentCluster: false,
    } satisfies HelmetOptions;
    const pageHeaders = helmetHeaders({
      ...shared,
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
    });
    const resourceHeaders = helmetHeaders({
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      xFrameOptions: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isResource(request.url) ? resourceHeaders : pageHeaders);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Authenticated JSON must never be kept by a browser or a shared cache.
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security' },
);
