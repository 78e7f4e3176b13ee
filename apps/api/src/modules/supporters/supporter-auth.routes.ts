import {
  MessageOnlySchema,
  SupporterSelfSchema,
  SupporterSetPasswordSchema,
  SupporterSigninSchema,
  SupporterTokenSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { clientInfo } from '../../lib/request-client.js';
import {
  endSupporterSession,
  findSupporterByEmail,
  setSupporterPassword,
  startSupporterSession,
  supporterSelf,
  toSupporterSelf,
} from './supporters.service.js';

const tags = ['Supporter: account'];
const SIGNIN_LIMITS =
  "As an admin's sign-in: sets the HttpOnly `device` cookie; 429 with Retry-After past AUTH_RATE_LIMIT a minute per " +
  'client address (every request) and per e-mail (failed sign-ins only); a browser that has signed in as that ' +
  'supporter before is exempt from the per-e-mail limit. A deactivated supporter, or one who has not set a password ' +
  'yet, gets the same 401 `INVALID_CREDENTIALS` as a wrong password.';

/** A supporter's own account: set the password from the mailed link, sign in and out (docs/api.md, Supporters). */
export async function supporterAuthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/supporter/set-password',
    {
      schema: {
        tags,
        summary: "Set the password through the invitation's link",
        description:
          'The token is the last segment of the mailed link. It works once, for 7 days; a newer link or a deactivation ' +
          'ends it: then 400 `INVALID_TOKEN`, as for a patient reset. The password is 8 to 128 characters and not a ' +
          'commonly used one (400 on `password`). Every session of the supporter ends. 429 past AUTH_RATE_LIMIT a ' +
          'minute per client address.',
        body: SupporterSetPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await app.limitAuthAttempt(request, 'supporter-set-password');
      await setSupporterPassword(app, request.body, request.socket);
      return { success: true as const, message: 'Your password is set. You can sign in now.', data: null };
    },
  );

  app.post(
    '/api/supporter/signin',
    {
      schema: {
        tags,
        summary: 'Sign in as a supporter',
        description: SIGNIN_LIMITS,
        body: SupporterSigninSchema,
        response: { 200: successEnvelope(SupporterTokenSchema) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const supporter = await app.guardAuthAttempt(
        request,
        { scope: 'supporter-signin', email, audience: 'supporter', failures: ['INVALID_CREDENTIALS'] },
        async () => {
          const found = await findSupporterByEmail(app, email);
          // A deactivated supporter's hash is still checked, so the answer takes as long as a wrong password.
          const ok = await verifyPassword(found?.passwordHash, password, request.socket);
          if (!found || !ok || !found.active) {
            request.log.warn(
              { event: 'sign_in_failed', audience: 'supporter', ip: request.ip },
              'supporter sign-in failed',
            );
            throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
          }
          return found;
        },
      );
      await app.rememberDevice(request, reply, 'supporter', supporter.id);
      const token = await startSupporterSession(app, supporter.id, clientInfo(request));
      request.log.info(
        { event: 'sign_in', audience: 'supporter', actor: supporter.id, ip: request.ip },
        'supporter signed in',
      );
      return {
        success: true as const,
        message: 'Signed in',
        data: { token, supporter: toSupporterSelf(supporter) },
      };
    },
  );

  app.post(
    '/api/supporter/logout',
    {
      onRequest: app.requireSupporter,
      schema: { tags, security: [{ bearer: [] }], response: { 200: MessageOnlySchema } },
    },
    async (request, reply) => {
      await endSupporterSession(app, request.auth!.sessionId);
      reply.header('clear-site-data', '"cache", "storage"');
      return { success: true as const, message: 'Signed out', data: null };
    },
  );

  app.get(
    '/api/supporter/me',
    {
      onRequest: app.requireSupporter,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'The signed-in supporter: name and code',
        response: { 200: successEnvelope(SupporterSelfSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await supporterSelf(app, request.auth!.subjectId) }),
  );
}
