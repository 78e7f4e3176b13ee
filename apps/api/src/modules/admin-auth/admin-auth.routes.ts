import { AdminSigninBodySchema, AdminTokenAndUserSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { clientInfo } from '../../lib/request-client.js';
import { endAdminSession, findAdminByEmail, startAdminSession } from './admin-auth.service.js';

const tags = ['Admin authentication'];
const SIGNIN_LIMITS =
  'Also sets an HttpOnly cookie `device` (Path=/api, one year) naming this browser. 429 with Retry-After past AUTH_RATE_LIMIT a minute per client address (every request) and per e-mail (failed sign-ins only); a request whose `device` cookie has signed in as that admin before is exempt from the per-e-mail limit.';

export async function adminAuthRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/auth/signin',
    {
      schema: {
        tags,
        description: SIGNIN_LIMITS,
        body: AdminSigninBodySchema,
        response: { 200: successEnvelope(AdminTokenAndUserSchema) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const admin = await app.guardAuthAttempt(
        request,
        { scope: 'admin-signin', email, audience: 'admin', failures: ['INVALID_CREDENTIALS'] },
        async () => {
          const found = await findAdminByEmail(app, email);
          const ok = await verifyPassword(found?.passwordHash, password, request.socket);
          if (!found || !ok) {
            request.log.warn({ event: 'sign_in_failed', audience: 'admin', ip: request.ip }, 'admin sign-in failed');
            throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
          }
          return found;
        },
      );
      await app.rememberDevice(request, reply, 'admin', admin.id);
      const token = await startAdminSession(app, admin, clientInfo(request));
      request.log.info({ event: 'sign_in', audience: 'admin', actor: admin.id, ip: request.ip }, 'admin signed in');
      return {
        success: true as const,
        message: 'Signed in',
        data: { token, user: { id: admin.id, email: admin.email, name: admin.name } },
      };
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security: [{ bearer: [] }], response: { 200: successEnvelope(z.null()) } },
    },
    async (request, reply) => {
      await endAdminSession(app, request.auth!.sessionId, request.auth!.subjectId, request.ip);
      // As at a patient's logout: the browser drops this site's cache and storage.
      reply.header('clear-site-data', '"cache", "storage"');
      return { success: true as const, message: 'Signed out', data: null };
    },
  );
}
