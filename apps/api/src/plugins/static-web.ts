import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached,
 * and index.html for any other GET that a browser navigates to (client-side routes). Text files
 * go out in the compressed copy the client accepts, brotli or gzip, when the build wrote one.
 * Unknown /api paths and non-page requests get the JSON 404 envelope.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | undefined }) => {
    const dist = opts.webDistDir;
    const hasWeb = Boolean(dist && existsSync(path.join(dist, 'index.html')));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist!,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: true,
        // The web build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
        preCompressed: true,
        setHeaders(res, filePath) {
          const inAssets = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
        },
      });
      // Files outside /assets (favicon, logo) are listed so the fallback does not shadow them.
      app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === '/api' || url.startsWith('/api/');
      const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (hasWeb && !isApi && wantsPage && !url.startsWith('/files/')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      // As every error answer does (plugins/errors.ts): the id a report can quote.
      return reply.code(404).header('x-request-id', request.id).send(notFoundBody());
    });
  },
  { name: 'static-web' },
);
