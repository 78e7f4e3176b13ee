import { FacebookLoginSchema, successEnvelope, TokenAndUserSchema } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { preferredLanguage } from '../../lib/languages.js';
import { toUserView } from '../patient-auth/patient-auth.service.js';
import { signInWithFacebook, startFacebookSession } from './facebook-auth.service.js';
import { fetchFacebookProfile } from './facebook-graph.js';

const description = [
  'Signs in with a Facebook user access token. The server asks Graph (FACEBOOK_GRAPH_URL) `/debug_token` whether the token is',
  'valid and was issued to this app (FACEBOOK_APP_ID), and `/me` for the profile, sending `appsecret_proof` on every call.',
  "A Facebook profile already linked signs in to its account. Otherwise the profile's e-mail decides:",
  'no account: a new active patient is created;',
  'an unverified account: it is linked and activated, its password is cleared and all its sessions are revoked',
  '(whoever chose that password never proved the address);',
  'a verified account with a password: the body must carry that `password`. Without it the answer is',
  '409 `PASSWORD_REQUIRED`; a wrong one is 401 `INVALID_CREDENTIALS` and counts toward the per-e-mail sign-in limit (429);',
  'the right one links the profile, and later Facebook sign-ins need no password;',
  'a verified account already linked to another Facebook profile and without a password: 409 `CONFLICT`.',
  '401 `UNAUTHORIZED` when Graph refuses the token or it belongs to another app; 400 when Facebook shares no e-mail;',
  '503 when Facebook login is not configured or Graph cannot be reached.',
].join(' ');

export async function facebookAuthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/facebook-login',
    {
      schema: {
        tags: ['patient auth'],
        summary: 'Sign in with a Facebook access token',
        description,
        body: FacebookLoginSchema,
        response: { 200: successEnvelope(TokenAndUserSchema) },
      },
    },
    async (request) => {
      const { appId, appSecret, graphUrl } = app.config.facebook;
      if (!appId || !appSecret) throw new AppError('SERVICE_UNAVAILABLE', 'Facebook login is not available.');
      await app.limitAuthAttempt(request, 'facebook-login');
      const profile = await fetchFacebookProfile({ appId, appSecret, graphUrl }, request.body.access_token);
      const user = await signInWithFacebook({ db: app.db, log: request.log }, profile, {
        password: request.body.password,
        // A new account reads in the browser's language, as one signed up by e-mail without a choice does.
        language: preferredLanguage(null, request.headers['accept-language']),
        // The same counters as /api/auth/signin, so guessing through this route gains nothing.
        guardPasswordAttempt: (email) => app.limitAuthAttempt(request, 'signin', email),
      });
      const token = await startFacebookSession(app, user.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return {
        success: true as const,
        message: 'Signed in with Facebook',
        data: { token, user: toUserView(app, user) },
      };
    },
  );
}
