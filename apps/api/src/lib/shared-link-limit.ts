import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { consumeRateLimit, rateLimitKey } from './rate-limiter.js';

/**
 * Reads of a shared journal link (its page and its API answer) per client address per minute.
 * A link's secret has 256 bits, so this is not what keeps it from being guessed; it keeps one
 * address from hammering the public read, and the view log, with requests.
 */
export const SHARED_LINK_RATE_LIMIT = 60;
const WINDOW_MS = 60_000;

/** Counts one read of a shared link by this address, or throws 429 with `Retry-After`. */
export async function limitSharedLinkReads(
  app: FastifyInstance,
  request: FastifyRequest,
  scope: 'page' | 'api',
): Promise<void> {
  const key = rateLimitKey(app.config.jwtSecret, `shared-link-${scope}:ip:${request.ip}`);
  const decision = await consumeRateLimit(app.db, key, SHARED_LINK_RATE_LIMIT, WINDOW_MS);
  if (decision.allowed) return;
  request.log.warn({ scope: `shared-link-${scope}`, ip: request.ip }, 'rate limited');
  throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.', undefined, {
    'retry-after': String(decision.retryAfter),
  });
}
