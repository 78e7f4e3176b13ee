/**
 * What the session page asks for before it can show its first step: its route's loader sends
 * these requests, and index.html's first script sends them earlier still when the page is opened
 * directly (build/route-preload.ts). Plain data, so the build can read it too.
 */
export const BEGIN_SESSION_REQUESTS = ['/api/agreement', '/api/session-steps', '/api/experiences'];
