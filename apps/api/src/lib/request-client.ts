import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from './auth-tokens.js';

/** The caller's address (proxy-aware only when TRUST_PROXY is set) and user agent. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : undefined };
}
