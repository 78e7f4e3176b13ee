import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:page-loaders';
/** The supporters' area has a table of its own, loaded with that area: a patient's first download does not list its pages. */
const SUPPORTER_ID = `${ID}/supporter`;
const isSupporterRoute = (route: string) => route === '/supporter' || route.startsWith('/supporter/');
const web = path.resolve(import.meta.dirname, '..');
export const PAGES_JSON = path.join(web, 'src/app/pages.json');

/** `check-in-page` → `CheckInPage`: the component a page module exports. */
export const componentOf = (file: string) => file.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * `virtual:page-loaders`: src/app/pages.json as code, for each route a loader of its page's
 * component, each page its own lazy chunk; `virtual:page-loaders/supporter` the same for the
 * supporters' area. The router (src/app/routes.tsx, src/app/supporter/supporter-routes.tsx) and
 * the bundle budget (scripts/bundle-budget.mjs) all read that one table; as code, the app carries
 * only the routes and their loaders, not the table's file names.
 */
export function pageLoaders(): Plugin {
  return {
    name: 'clearwell-page-loaders',
    resolveId: (id) => (id === ID || id === SUPPORTER_ID ? `\0${id}` : undefined),
    load(id) {
      if (id !== `\0${ID}` && id !== `\0${SUPPORTER_ID}`) return undefined;
      this.addWatchFile(PAGES_JSON);
      const supporter = id === `\0${SUPPORTER_ID}`;
      const pages = JSON.parse(readFileSync(PAGES_JSON, 'utf8')) as Record<string, string>;
      const loaders = Object.entries(pages)
        .filter(([route]) => isSupporterRoute(route) === supporter)
        .map(([route, page]) => {
          const [feature, file] = page.split('/') as [string, string];
          const source = path.join(web, 'src/features', feature, 'pages', `${file}.tsx`);
          return `${JSON.stringify(route)}: () => import(${JSON.stringify(source)}).then((m) => m.${componentOf(file)})`;
        });
      return `export default {\n${loaders.join(',\n')}\n};\n`;
    },
  };
}
