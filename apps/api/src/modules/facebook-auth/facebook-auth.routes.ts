import { FacebookLoginSchema, successEnvelope, TokenAndUserSchema } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { issueToken } from '../../lib/auth-tokens.js';
import { toUserView } from '../patient-auth/user-view.js';
import { findOrCreateFacebookPatient } from './facebook-auth.service.js';
import { fetchFacebookProfile } from './facebook-graph.js';

export async function facebookAuthRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post('/api/auth/facebook-login', {
    schema: {
      tags: ['patient auth'],
      summary: 'Sign in with a Facebook access token',
      description: 'The token is checked against Graph /me (FACEBOOK_GRAPH_URL). 401 when Graph refuses it, 503 when Facebook login is not configured.',
      body: FacebookLoginSchema,
      response: { 200: successEnvelope(TokenAndUserSchema) },
    },
  }, async (request) => {
    const facebook = app.config.facebook;
    if (!facebook.appId) throw new AppError('SERVICE_UNAVAILABLE', 'Facebook login is not available.');
    await app.limitAuthAttempt(request, 'facebook-login');
    const profile = await fetchFacebookProfile(facebook, request.body.access_token);
    const user = await findOrCreateFacebookPatient(app.db, profile);
    const { token } = await issueToken(app.db, app.config.jwtSecret, 'patient', user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return { success: true as const, message: 'Signed in with Facebook', data: { token, user: toUserView(user, app.storage) } };
  });
}
