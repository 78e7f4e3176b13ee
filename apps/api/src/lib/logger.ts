import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { databaseFailure } from './database-errors.js';
import { isMailError, mailFailure } from './mail-failure.js';

/** Query parameters whose values are secrets (verification codes, reset tokens) or an address. */
const SECRET_QUERY = /([?&](?:code|token|access_token|email)=)[^&#]*/gi;
/**
 * Paths whose last segment is a secret: the admin's reset link, a supporter's set-password link
 * (/supporter/set-password/<token>), a shared journal link (its page, /shared/<token>, and its API
 * read, /api/shared/<token>), and a check-in mail's unsubscribe link
 * (/api/check-ins/unsubscribe/<token>, opened or posted).
 */
const SECRET_PATH = /(\/(?:reset-password|set-password|shared|unsubscribe)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** What the app logs with: pino's options (and where to write, stdout by default), or false for nothing. */
export type LoggingOptions = false | (LoggerOptions & { stream?: DestinationStream });

/** Pino without secrets: no Authorization header, no passwords, tokens or codes, no bodies. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.confirm_password',
        '*.token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, id: request.id };
      },
      // Fastify's own: its "request completed" line carries the reply as `res`.
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      // A database failure is logged without the statement's parameters (lib/database-errors.ts),
      // a mail failure without the addresses its message and `rejected` list quote.
      err: (err: unknown) =>
        databaseFailure(err) ??
        (isMailError(err) ? { type: 'MailFailure', ...mailFailure(err) } : pino.stdSerializers.err(err as Error)),
    },
  };
}

/** The app's logger; with `false`, one that writes nothing. */
export function createLogger(options: LoggingOptions): Logger {
  if (!options) return pino({ enabled: false });
  const { stream, ...rest } = options;
  return stream ? pino(rest, stream) : pino(rest);
}
