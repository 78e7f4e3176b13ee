import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { consumeRateLimit } from '../lib/rate-limiter.js';

const WINDOW_MS = 60_000;

/**
 * Auth endpoints count attempts per client address and, separately, per e-mail, so rotating
 * addresses does not get around the per-account limit. Counters live in the database and
 * are shared by every instance.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('limitAuthAttempt', async (request: FastifyRequest, scope: string, email?: string) => {
      const limit = app.config.authRateLimit;
      const keys = [`${scope}:ip:${request.ip}`];
      if (email) keys.push(`${scope}:email:${email.trim().toLowerCase()}`);
      let retryAfter = 0;
      for (const key of keys) {
        const decision = await consumeRateLimit(app.db, key, limit, WINDOW_MS);
        if (!decision.allowed) retryAfter = Math.max(retryAfter, decision.retryAfter);
      }
      if (retryAfter > 0) {
        request.log.warn({ scope, ip: request.ip }, 'rate limited');
        throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.', undefined, {
          'retry-after': String(retryAfter),
        });
      }
    });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
