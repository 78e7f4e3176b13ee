import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The `device` cookie names a browser with a random id and the app's HMAC of it, nothing else:
 * no account, no e-mail. Which accounts signed in on it is kept server-side (known-devices.ts).
 * The one cookie is read and written by hand; the app has no other cookie, so a cookie library
 * would add a dependency for a dozen lines.
 */
const NAME = 'device';
/** As long as a browser keeps it; each sign-in renews it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const signatureOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`device\0${id}`).digest('base64url');

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

/** The device id the request's cookie names, or null when absent or not signed by this app. */
export function readDeviceId(request: FastifyRequest, secret: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== NAME) continue;
    const [id, signature] = part
      .slice(eq + 1)
      .trim()
      .split('.');
    if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
    const expected = Buffer.from(signatureOf(secret, id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
  return null;
}

/** HttpOnly, same-site, only sent to the API, and Secure whenever the browser came over HTTPS. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, secret: string, id: string): void {
  const attributes = [
    `${NAME}=${id}.${signatureOf(secret, id)}`,
    'Path=/api',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (request.protocol === 'https') attributes.push('Secure');
  reply.header('set-cookie', attributes.join('; '));
}
