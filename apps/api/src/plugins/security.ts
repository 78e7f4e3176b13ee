import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HelmetOptions } from 'helmet';
import { helmetHeaders } from '../lib/security-headers.js';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Paths answered with JSON. */
const isData = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

/**
 * Security headers on every response, errors included, set in one request hook. helmet decides
 * the headers; they are computed once at start-up (they never vary by request), so a request
 * pays for one object copy rather than a dozen middleware calls.
 *
 * Three policies, by what a response is:
 * - Pages of the web app (and their scripts and styles) get the CSP the built app satisfies:
 *   scripts only from this origin; inline styles are allowed because the toast and chart
 *   libraries inject style elements.
 * - Stored files (avatars, step images, videos) are never a page: nothing may load or run if
 *   one is opened as a document, nothing may frame it, other sites may not embed it, and no
 *   Referer leaves with anything it links to.
 * - JSON gets what the OWASP REST guidance asks of an API: the CSP that lets nothing load, run
 *   or frame it, no MIME sniffing (with `no-store` on /api below), and no Referer: a browser
 *   that opens a JSON answer as a page and follows anything from it must not send its URL,
 *   and one policy on every answer leaves nothing to reason about. A resource policy adds
 *   nothing to answers that need a bearer token; every header costs bytes and time on each of
 *   the most frequent responses (docs/performance.md), so JSON carries none that protects no one.
 * Only pages get an opener policy and X-Frame-Options: both mean something only for pages, and
 * everywhere else the CSP's frame-ancestors already forbids framing.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // What every policy leaves out or shares. HSTS is only meaningful over HTTPS; it is added below
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
    const files = {
      ...shared,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      xFrameOptions: false,
    } satisfies HelmetOptions;
    const fileHeaders = helmetHeaders(files);
    // JSON: the files' policy less the resource policy, which protects nothing there.
    const dataHeaders = helmetHeaders({ ...files, crossOriginResourcePolicy: false });
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      reply.headers(isData(url) ? dataHeaders : url.startsWith('/files/') ? fileHeaders : pageHeaders);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Authenticated JSON must never be kept by a browser or a shared cache.
      if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
      done();
    });
  },
  { name: 'security' },
);
