import type { FastifyServerOptions } from 'fastify';

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
