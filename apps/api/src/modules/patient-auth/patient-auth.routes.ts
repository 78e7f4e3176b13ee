import {
  SigninBodySchema,
  SignupBodySchema,
  TokenAndUserSchema,
  UserSchema,
  VerifyEmailQuerySchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSession } from '../../lib/auth-tokens.js';
import { preferredLanguage } from '../../lib/languages.js';
import { clientInfo } from '../../lib/request-client.js';
import { signin, signup, verifyEmail } from './patient-auth.service.js';

const tags = ['Patient authentication'];
const SIGNIN_LIMITS =
  'Also sets an HttpOnly cookie `device` (Path=/api, one year) naming this browser. 429 with Retry-After past AUTH_RATE_LIMIT a minute per client address (every request) and per e-mail (failed sign-ins only); a request whose `device` cookie has signed in as that account before is exempt from the per-e-mail limit.';

export async function patientAuthRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags,
        description:
          "`language` (optional: en, es or de, else 400) is the new account's language setting (docs/api.md, Languages): without it, " +
          "the first entry of the request's Accept-Language when it is one of these, else en. The verification mail is written in it.",
        body: SignupBodySchema,
        response: { 201: successEnvelope(z.object({ user: UserSchema })) },
      },
    },
    async (request, reply) => {
      await app.limitAuthAttempt(request, 'signup', request.body.email);
      const language = preferredLanguage(request.body.language, request.headers['accept-language']);
      const user = await signup(app, request.body, language, request.socket);
      return reply.code(201).send({
        success: true,
        message: 'Account created. Please check your e-mail to verify your account.',
        data: { user },
      });
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        querystring: VerifyEmailQuerySchema,
        response: { 200: successEnvelope(z.object({ user: UserSchema })) },
      },
    },
    async (request) => {
      await app.limitAuthAttempt(request, 'verify-email');
      const user = await verifyEmail(app, request.query.code);
      return { success: true as const, message: 'Your e-mail is verified. Welcome!', data: { user } };
    },
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        tags,
        description: SIGNIN_LIMITS,
        body: SigninBodySchema,
        response: { 200: successEnvelope(TokenAndUserSchema) },
      },
    },
    async (request, reply) => {
      const data = await app.guardAuthAttempt(
        request,
        { scope: 'signin', email: request.body.email, audience: 'patient', failures: ['INVALID_CREDENTIALS'] },
        () => signin(app, request.body, clientInfo(request)),
      );
      await app.rememberDevice(request, reply, 'patient', data.user.id);
      return { success: true as const, message: 'Signed in', data };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      onRequest: app.requirePatient,
      schema: { tags, security: [{ bearer: [] }], response: { 200: successEnvelope(z.null()) } },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.auth!.sessionId);
      // The browser then drops what this site kept for the patient (the web app forgets it too):
      // on a shared device the next person finds nothing of theirs.
      reply.header('clear-site-data', '"cache", "storage"');
      return { success: true as const, message: 'Signed out', data: null };
    },
  );
}
