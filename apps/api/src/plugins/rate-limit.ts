import type { ErrorCode } from '@clearwell/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { Audience } from '../lib/auth-tokens.js';
import { newDeviceId, readDeviceId, setDeviceCookie } from '../lib/device-cookie.js';
import { isKnownDevice, rememberDevice } from '../lib/known-devices.js';
import { consumeRateLimit, rateLimitKey, refundRateLimit } from '../lib/rate-limiter.js';

const WINDOW_MS = 60_000;

/** One auth request, as the limits see it. */
export interface AuthAttempt {
  /** The endpoint; each has its own counters. */
  scope: string;
  /** The account the request names: its per-e-mail counter. */
  email?: string;
  /** A browser that has signed in as this kind of account with this e-mail is exempt from the per-e-mail limit. */
  audience?: Audience;
  /** Only these errors count toward the per-e-mail limit; unset, every request counts. */
  failures?: readonly ErrorCode[];
  /**
   * The request carries a secret nobody can guess (a mailed token), so trying it teaches a
   * stranger nothing: the per-e-mail limit refuses only after a failure, and a genuine token is
   * never refused because of a stranger's failures.
   */
  unguessableSecret?: boolean;
}

const limited = (retryAfter: number) =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.', undefined, {
    'retry-after': String(retryAfter),
  });

const isCounted = (err: unknown, failures: readonly ErrorCode[] | undefined) =>
  !failures || (err instanceof AppError && failures.includes(err.code));

/**
 * Auth endpoints count attempts per client address and, separately, per e-mail, so rotating
 * addresses does not get around the per-account limit. Counters live in the database and
 * are shared by every instance. The per-address limit counts every request. The per-e-mail
 * limit counts what a stranger could abuse (failed guesses, mails sent) and never holds back a
 * browser the account's owner has signed in on before, so nobody can lock the owner out.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { jwtSecret: secret } = app.config;
    const consume = async (request: FastifyRequest, scope: string, name: string) => {
      const key = rateLimitKey(secret, `${scope}:${name}`);
      const decision = await consumeRateLimit(app.db, key, app.config.authRateLimit, WINDOW_MS);
      if (!decision.allowed) {
        request.log.warn({ scope, ip: request.ip }, 'rate limited');
        throw limited(decision.retryAfter);
      }
      return key;
    };
    const knownBrowser = async (request: FastifyRequest, audience: Audience | undefined, email: string) => {
      const deviceId = audience ? readDeviceId(request, secret) : null;
      return deviceId !== null && (await isKnownDevice(app.db, audience!, email, deviceId));
    };

    async function guardAuthAttempt<T>(
      request: FastifyRequest,
      attempt: AuthAttempt,
      work: () => Promise<T>,
    ): Promise<T> {
      await consume(request, attempt.scope, `ip:${request.ip}`);
      const email = attempt.email?.trim().toLowerCase();
      if (!email || (await knownBrowser(request, attempt.audience, email))) return work();
      const perEmail = `email:${email}`;
      if (attempt.unguessableSecret) {
        try {
          return await work();
        } catch (err) {
          if (isCounted(err, attempt.failures)) await consume(request, attempt.scope, perEmail);
          throw err;
        }
      }
      // Taken before the work, so parallel guesses cannot all slip under the limit; given back
      // when the outcome is not one that counts.
      const key = await consume(request, attempt.scope, perEmail);
      const giveBack = () =>
        refundRateLimit(app.db, key).catch((err: unknown) => request.log.warn({ err }, 'rate limit refund failed'));
      let result: T;
      try {
        result = await work();
      } catch (err) {
        if (!isCounted(err, attempt.failures)) await giveBack();
        throw err;
      }
      if (attempt.failures) await giveBack();
      return result;
    }

    app.decorate('guardAuthAttempt', guardAuthAttempt);
    app.decorate('limitAuthAttempt', async (request: FastifyRequest, scope: string, email?: string) => {
      await guardAuthAttempt(request, { scope, email }, async () => undefined);
    });
    app.decorate(
      'rememberDevice',
      async (request: FastifyRequest, reply: FastifyReply, audience: Audience, subjectId: string) => {
        const deviceId = readDeviceId(request, secret) ?? newDeviceId();
        await rememberDevice(app.db, audience, subjectId, deviceId);
        setDeviceCookie(request, reply, secret, deviceId);
      },
    );
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
