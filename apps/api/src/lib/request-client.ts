import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './auth-tokens.js';
import type { Connection } from './passwords.js';

/** Who is calling, and the connection their request came on (password work is dropped when it closes). */
export interface Caller extends ClientInfo {
  connection?: Connection;
}

/** The caller's address (proxy-aware only when TRUST_PROXY is set), user agent and connection. */
export function clientInfo(request: FastifyRequest): Caller {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined, connection: request.socket };
}
