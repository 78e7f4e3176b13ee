import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DETAIL_CODES } from '@clearwell/shared';

/** OpenAPI 3 generated from the routes' zod schemas, at /api/openapi.json and /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { appName: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${opts.appName} API`,
          version: '1.0.0',
          description:
            'Every answer is `{success, message?, data}`; every failure is `{success: false, error, message, details?}` ' +
            'with a stable UPPER_SNAKE `error` code; each entry of `details` is `{field, code, message, max?}`, its `code` one of ' +
            `${DETAIL_CODES.join(', ')} (\`max\`: the limit of a too_long, too_many or too_large). ` +
            'Paged lists return `{items, current_page, total_pages, total_items, limit}`. ' +
            'Request bodies are `application/json`, or `multipart/form-data` on the upload routes; any other type is 415. ' +
            'A route that needs a token answers 401 (or 403 for the other role) before its body is judged.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
