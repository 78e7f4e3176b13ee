import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES_FILE, routePages } from '../../../../scripts/lib/route-pages.mjs';
import pages from './pages.json';
import { componentOf } from '../../build/page-loaders';
import type { PageHandle } from './route-page';
import { routes } from './routes';
import { supporterRoutes } from './supporter/supporter-routes';

/** Every route of the tree that loads a page, by the address it answers at. */
function pageRoutes(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((r) => {
    const at = r.path === undefined ? base : `${base}/${r.path}`.replace(/\/{2,}/g, '/');
    const isPage = (r.handle as PageHandle | undefined)?.page !== undefined;
    return [...(isPage ? [at] : []), ...pageRoutes(r.children ?? [], at)];
  });
}

describe('the page table', () => {
  it('holds every page the router serves, and the bundle budget measures each of them', () => {
    // The supporters' area keeps its table in its own lazily loaded module, under /supporter/*.
    const served = [...pageRoutes(routes), ...pageRoutes(supporterRoutes, '/supporter')].sort();
    expect(served).toEqual(expect.arrayContaining(['/get-help', '/unsubscribe', '/auth/email-verified']));
    expect(
      routePages()
        .map((r) => r.route)
        .sort(),
    ).toEqual(served);
  });

  it('names, for each route, a page module that exports the component the router loads', () => {
    for (const { route, source } of routePages()) {
      const file = source
        .split('/')
        .at(-1)!
        .replace(/\.tsx$/, '');
      const code = readFileSync(path.resolve(PAGES_FILE, '../../..', source), 'utf8');
      expect(code, `${route}: ${pages[route as keyof typeof pages]}`).toContain(
        `export function ${componentOf(file)}(`,
      );
    }
  });
});
