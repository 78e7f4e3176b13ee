import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app.js';
import { bearer } from '../factories.js';

export interface RouteRef {
  method: string;
  /** As registered, e.g. `/api/admin/session-step/:id`. */
  path: string;
}

export const routeName = (r: RouteRef) => `${r.method} ${r.path}`;

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
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

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
