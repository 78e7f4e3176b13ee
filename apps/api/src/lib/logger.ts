import type { FastifyBaseLogger } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { databaseFailure } from './database-errors.js';

/** Query parameters whose values are secrets (verification codes, reset tokens) or an address. */
const SECRET_QUERY = /([?&](?:code|token|access_token|email)=)[^&#]*/gi;
/**
 * Paths whose last segment is a secret: the admin's reset link, and a shared journal link (its
 * page, /shared/<token>, and its API read, /api/shared/<token>).
 */
const SECRET_PATH = /(\/(?:reset-password|shared)\/)[^/?#]+/gi;

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
      // A database failure is logged without the statement's parameters (lib/database-errors.ts).
      err: (err: unknown) => databaseFailure(err) ?? pino.stdSerializers.err(err as Error),
    },
  };
}

/** The app's logger, or undefined when it logs nothing. */
export function createLogger(options: LoggingOptions): Logger | undefined {
  if (!options) return undefined;
  const { stream, ...rest } = options;
  return stream ? pino(rest, stream) : pino(rest);
}

/** Whether this logger writes Fastify's request lines ("incoming request", "request completed"), which are at info. */
export function writesRequestLogs(logger: Logger | undefined): boolean {
  return logger?.isLevelEnabled('info') ?? false;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a real pino child only when something is logged through it.
 * Fastify gives every request a child logger carrying its id; pino builds each child eagerly
 * (serialising and redacting its bindings), which on a small request is a measurable share of
 * the work, while most requests log nothing at the configured level. Records written through
 * it are exactly those of the child it stands for.
 */
class LazyRequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions | undefined,
  ) {}

  private get real(): Logger {
    return (this.#child ??= this.parent.child(this.ownBindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  /** The parent decides until the child exists or has a level of its own (a route's `logLevel`). */
  isLevelEnabled(level: string): boolean {
    return this.#child || this.options?.level ? this.real.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  private write(level: Level, args: unknown[]) {
    if (this.isLevelEnabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) { this.write('fatal', args); }
  error(...args: unknown[]) { this.write('error', args); }
  warn(...args: unknown[]) { this.write('warn', args); }
  info(...args: unknown[]) { this.write('info', args); }
  debug(...args: unknown[]) { this.write('debug', args); }
  trace(...args: unknown[]) { this.write('trace', args); }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real.child(bindings, options);
  }

  bindings(): Bindings {
    return this.#child ? this.#child.bindings() : { ...this.parent.bindings(), ...this.ownBindings };
  }
}

/**
 * Fastify's `childLoggerFactory` for an app that brings its own logger (app.ts): each request's
 * logger is a child of `root`, created on first use. Fastify's own logger is off, so the logger
 * it passes in is its silent stand-in and is not used.
 */
export function requestLoggers(root: Logger) {
  return (_fastifyLogger: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger =>
    new LazyRequestLogger(root, bindings, options) as unknown as FastifyBaseLogger;
}
