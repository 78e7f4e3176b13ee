import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { limitSharedLinkReads } from '../lib/shared-link-limit.js';
import { webManifest } from '../lib/web-manifest.js';
import { notFoundBody } from './errors.js';
import { pageSecurity } from './security.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The built index.html with its title set to the product's name as this server is configured
 * (APP_NAME), so a tab or a link preview is named right before any script has run.
 */
export function namedIndexHtml(html: string, appName: string): string {
  const title = appName.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
}

/** The page a coach opens from a shared link: never indexed, kept or sent on as a Referer (the URL is the secret). */
export function sharedPageHtml(html: string): string {
  const meta = '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">';
  const head = /<head[^>]*>/i.exec(html) ?? /<!doctype html>/i.exec(html);
  if (!head) return meta + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}

const TOO_MANY_READS =
  '<!doctype html><meta charset="utf-8"><meta name="robots" content="noindex"><title>Please wait</title>' +
  '<p style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem">Too many requests. Please wait a minute and try again.</p>';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html (named after the
 * product, read once at start-up) never cached, and index.html for any other GET that a browser
 * navigates to (client-side routes), or that accepts anything at a route rather than a file.
 * Other text files go out in the compressed copy the client accepts, brotli or gzip, when the
 * build wrote one.
 * Unknown /api paths and non-page requests get the JSON 404 envelope.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | undefined; appName: string }) => {
    const dist = opts.webDistDir;
    const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));
    const indexHtml = hasWeb ? namedIndexHtml(readFileSync(path.join(dist!, 'index.html'), 'utf8'), opts.appName) : '';
    const sendIndex = (reply: FastifyReply) => {
      reply.helmet(pageSecurity);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    };
    if (hasWeb) {
      // The page as a file (the service worker keeps it, headers included, to serve offline) and
      // the service worker's script (a worker runs under the CSP its script arrives with) get the
      // pages' policy: the JSON policy every other answer gets lets nothing load.
      app.addHook('onRequest', (request, reply, done) => {
        const file = request.url.split('?')[0];
        if (file === '/index.html' || file === '/sw.js') reply.helmet(pageSecurity);
        done();
      });
      await app.register(fastifyStatic, {
        root: dist!,
        prefix: '/',
        // One route for every file, rather than a GET and a HEAD route for each of the build's
        // 500-odd files and compressed copies: those held 7 MB of the server's heap for good, and a
        // large export's garbage grows the heap in proportion before V8 collects it. A path with no
        // file goes on to the not-found handler below (the page, or the JSON 404).
        wildcard: true,
        index: false,
        decorateReply: true,
        // The web build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
        preCompressed: true,
        setHeaders(res, filePath) {
          const inAssets = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
      app.get('/', (_req, reply) => sendIndex(reply));
      const manifest = JSON.stringify(webManifest(opts.appName));
      app.get('/manifest.webmanifest', (_req, reply) =>
        reply.header('cache-control', 'no-cache').type('application/manifest+json').send(manifest),
      );
      const sharedHtml = sharedPageHtml(indexHtml);
      app.get('/shared/:token', async (request, reply) => {
        reply.helmet(pageSecurity);
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
        try {
          await limitSharedLinkReads(app, request, 'page');
        } catch (err) {
          if (!(err instanceof AppError) || !err.headers) throw err;
          return reply.code(429).headers(err.headers).type('text/html; charset=utf-8').send(TOO_MANY_READS);
        }
        return reply.type('text/html; charset=utf-8').send(sharedHtml);
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === '/api' || url.startsWith('/api/');
      // A navigation: a GET asking for HTML, or one that accepts anything (curl, a mailed link
      // opened by a script) at a route rather than a file (no extension in its last segment).
      const accept = request.headers.accept ?? '*/*';
      const isFile = url.slice(url.lastIndexOf('/') + 1).includes('.');
      const wantsPage =
        request.method === 'GET' && (accept.includes('text/html') || (accept.includes('*/*') && !isFile));
      if (hasWeb && !isApi && wantsPage && !url.startsWith('/files/')) {
        return sendIndex(reply);
      }
      // As every error answer does (plugins/errors.ts): the id a report can quote.
      return reply.code(404).header('x-request-id', request.id).send(notFoundBody());
    });
  },
  { name: 'static-web' },
);
