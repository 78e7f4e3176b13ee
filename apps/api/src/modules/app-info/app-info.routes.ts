import { AppInfoSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Public: the support page and share messages read these from the server's configuration. */
export async function appInfoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/app-info',
    {
      schema: {
        tags: ['content'],
        summary: 'Product name and support contact details (no sign-in needed)',
        response: { 200: successEnvelope(AppInfoSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: {
        app_name: app.config.appName,
        support_email: app.config.supportEmail,
        support_phone: app.config.supportPhone,
      },
    }),
  );
}
