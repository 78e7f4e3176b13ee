import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app.js';
import { bearer } from '../factories.js';

export interface RouteRef {
  method: string;
  /** As registered, e.g. `/api/admin/session-step/:id`. */
  path: string;
}

export const routeName = (r: RouteRef) => `${r.method} ${r.path}`;
export const parseRoute = (name: string): RouteRef => {
  const [method, path] = name.split(' ');
  return { method: method!, path: path! };
};

/** The /api routes anyone may call without a token (docs/api.md, Sign-in, plus the API description). */
export const PUBLIC_ROUTES = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'GET /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/facebook-login',
  'POST /api/admin/auth/signin',
  'POST /api/admin/auth/forgot-password',
  'POST /api/admin/auth/reset-password',
  'POST /api/supporter/set-password',
  'POST /api/supporter/signin',
  'GET /api/app-info',
  'GET /api/videos',
  'GET /api/shared/:token',
  'POST /api/check-ins/unsubscribe/:token',
  'GET /api/check-ins/unsubscribe/:token',
  'GET /api/safety-resources',
  'GET /api/openapi.json',
];
/**
 * Every route a supporter's token opens (docs/api.md, Supporters). route-coverage.test.ts proves
 * this is exactly the set of guarded routes that accept one, and that patient and admin tokens are
 * 403 on each of them.
 */
export const SUPPORTER_ROUTES = [
  'POST /api/supporter/logout',
  'GET /api/supporter/me',
  'GET /api/supporter/patients',
  'GET /api/supporter/patients/:id',
  'GET /api/supporter/patients/:id/messages',
  'POST /api/supporter/patients/:id/messages',
];

export const isPublic = (r: RouteRef) =>
  PUBLIC_ROUTES.includes(routeName(r)) || r.path === '/api/docs' || r.path.startsWith('/api/docs/');

/**
 * Every route the app serves, read from Fastify's own route tree (`printRoutes`), so a route
 * hidden from the OpenAPI document is listed too. HEAD mirrors GET and is left out.
 */
export function listRoutes(app: App): RouteRef[] {
  const routes: RouteRef[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/\/{2,}/g, '/');
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** Every /api route that needs a token: patient, admin and supporter routes alike. */
export const guardedRoutes = (app: App) => listRoutes(app).filter((r) => r.path.startsWith('/api/') && !isPublic(r));

/** A concrete URL for a route: any parameter becomes an id nobody has. */
export const concreteUrl = (path: string) => path.replace(/:[^/]+/g, randomUUID()).replace(/\*/g, 'probe');

/**
 * Calls a route as an attacker would, with a body it has not earned the right to have judged.
 * `token` undefined means no Authorization header at all.
 */
export function probe(app: App, route: RouteRef, token?: string) {
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.path),
    headers: { ...(token ? bearer(token) : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: '{"__probe":' + '['.repeat(1000) + ']'.repeat(1000) + '}' } : {}),
  });
}
