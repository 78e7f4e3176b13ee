// The web app's pages by route, from the table its router is built from
// (apps/web/src/app/pages.json), so the bundle budget measures every page the router serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './workspace.mjs';

export const PAGES_FILE = path.join(root, 'apps/web/src/app/pages.json');

/** Each route with a page: its address, the page's source as Vite's manifest names it, and whether it is the back-office's. */
export function routePages(table = JSON.parse(readFileSync(PAGES_FILE, 'utf8'))) {
  return Object.entries(table).map(([route, page]) => ({
    route,
    source: `src/features/${page.replace('/', '/pages/')}.tsx`,
    admin: route === '/admin' || route.startsWith('/admin/'),
  }));
}
