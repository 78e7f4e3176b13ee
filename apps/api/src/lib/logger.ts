import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pino, type Bindings, type ChildLoggerOptions, type Logger } from 'pino';

/** Query parameters whose values are secrets (verification codes, reset tokens). */
const SECRET_QUERY = /([?&](?:code|token|access_token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Pino without secrets: no Authorization header, no passwords, tokens or codes, no bodies. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
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
    },
  };
}

/** Whether a logger built from these options writes Fastify's request lines, which are at info. */
export function writesRequestLogs(logger: FastifyServerOptions['logger']): boolean {
  if (!logger) return false;
  const level = typeof logger === 'object' && 'level' in logger ? logger.level : undefined;
  return level === undefined || (pino.levels.values[level] ?? Infinity) <= pino.levels.values.info!;
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

/** Fastify's `childLoggerFactory`: each request's logger, created on first use. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
