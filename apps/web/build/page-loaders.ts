import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:page-loaders';
const RESOLVED = `\0${ID}`;
const web = path.resolve(import.meta.dirname, '..');
export const PAGES_JSON = path.join(web, 'src/app/pages.json');

/** `check-in-page` → `CheckInPage`: the component a page module exports. */
export const componentOf = (file: string) => file.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * `virtual:page-loaders`: src/app/pages.json as code, for each route a loader of its page's
 * component, each page its own lazy chunk. The router (src/app/routes.tsx) and the bundle budget
 * (scripts/bundle-budget.mjs) both read that one table; as code, the app carries only the routes
 * and their loaders, not the table's file names.
 */
export function pageLoaders(): Plugin {
  return {
    name: 'clearwell-page-loaders',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(PAGES_JSON);
      const pages = JSON.parse(readFileSync(PAGES_JSON, 'utf8')) as Record<string, string>;
      const loaders = Object.entries(pages).map(([route, page]) => {
        const [feature, file] = page.split('/') as [string, string];
        const source = path.join(web, 'src/features', feature, 'pages', `${file}.tsx`);
        return `${JSON.stringify(route)}: () => import(${JSON.stringify(source)}).then((m) => m.${componentOf(file)})`;
      });
      return `export default {\n${loaders.join(',\n')}\n};\n`;
    },
  };
}
