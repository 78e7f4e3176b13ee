import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { type Audience, verifyToken } from '../lib/auth-tokens.js';

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new AppError('UNAUTHORIZED', 'You need to sign in to do this.');
  return match[1]!;
}

/**
 * `requirePatient` / `requireAdmin` / `requireSupporter`, used as `onRequest` hooks so who is asking is settled
 * before the body is read or judged: 401, then 403, then 400. A valid token of another
 * audience is 403: the caller is known but not allowed here. Every request checks its session
 * row (one indexed query, which also reads a patient's language and agreement), so a revocation made through any instance counts from its commit.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    const guard = (audience: Audience) => async (request: FastifyRequest) => {
      const claims = await verifyToken(app.db, app.config.jwtSecret, bearerToken(request));
      if (claims.aud !== audience) {
        request.log.warn(
          { actor: claims.sub, audience: claims.aud, url: request.routeOptions.url, ip: request.ip },
          'authorization refused',
        );
        throw new AppError('FORBIDDEN', 'You do not have access to this.');
      }
      request.auth = { audience, subjectId: claims.sub, sessionId: claims.sid, patient: claims.patient };
    };
    app.decorate('requirePatient', guard('patient'));
    app.decorate('requireAdmin', guard('admin'));
    app.decorate('requireSupporter', guard('supporter'));
  },
  { name: 'auth', dependencies: ['db'] },
);
