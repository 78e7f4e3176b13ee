import { AdminForgotPasswordSchema, AdminResetPasswordSchema, MessageOnlySchema } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../lib/languages.js';
import { ADMIN_FORGOT_MESSAGE, requestAdminReset, resetAdminPassword } from './admin-password.service.js';

/** Admin forgot / reset password (docs/api.md, Sign-in: as for patients, link under /admin). */
export async function adminPasswordRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['Admin: auth'];

  app.post(
    '/api/admin/auth/forgot-password',
    {
      schema: {
        tags,
        description:
          'Always answers 200 with the same message. When the admin exists, mails a single-use link valid 1 hour: PUBLIC_URL/admin/reset-password/<token>. 429 past AUTH_RATE_LIMIT a minute per client address and per e-mail; a browser whose `device` cookie has signed in as that admin is exempt from the per-e-mail limit.',
        body: AdminForgotPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      // Every request counts (each may mail the admin, and counting only mailed ones would tell
      // who is an admin); a browser the admin has signed in on is never held back.
      await app.guardAuthAttempt(
        request,
        { scope: 'admin-forgot', email: request.body.email, audience: 'admin' },
        async () => undefined,
      );
      await requestAdminReset(
        { db: app.db, mailer: app.mailer, config: app.config, log: request.log },
        request.body.email,
        preferredLanguage(null, request.headers['accept-language']),
      );
      return { success: true as const, message: ADMIN_FORGOT_MESSAGE, data: null };
    },
  );

  app.post(
    '/api/admin/auth/reset-password',
    {
      schema: {
        tags,
        description:
          'Sets a new password with the mailed token; the token is spent and every session of that admin is revoked. 400 INVALID_TOKEN for unknown, used or expired tokens. 429 past AUTH_RATE_LIMIT a minute per client address, and per e-mail once that many invalid tokens were sent for it; a genuine token is never refused by the per-e-mail limit.',
        body: AdminResetPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await app.guardAuthAttempt(
        request,
        {
          scope: 'admin-reset',
          email: request.body.email,
          audience: 'admin',
          failures: ['INVALID_TOKEN'],
          unguessableSecret: true,
        },
        () => resetAdminPassword(app, request.body, request.ip, request.socket),
      );
      return { success: true as const, message: 'Your password has been reset successfully', data: null };
    },
  );
}
