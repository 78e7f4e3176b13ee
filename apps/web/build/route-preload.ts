import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { BEGIN_SESSION_REQUESTS } from '../src/features/session/api/begin-session-requests.js';
import { EARLY_REQUESTS_KEY, type EarlyRequest } from '../src/lib/early-requests.js';

/** Who may see a page: anyone, or only a signed-in patient or admin (others are redirected). */
export type Area = 'public' | 'patient' | 'admin';
export interface PageRoute {
  /** A regular expression source for the pathname. */
  pattern: string;
  /** The page's module, relative to src/ and without extension. */
  module: string;
  area: Area;
}
/** [pattern, area, files to preload, signed-in GET requests to send early] */
export type PreloadRoute = [string, Area, string[], string[]?];

const ROUTE_RE = /path: '([^']+)', \.\.\.page\(\(\) => import\('\.\.\/(features\/[^']+)'\)/g;
const ADMIN_LAYOUT = 'app/admin/admin-layout';
/** `/` shows the landing page to visitors and the about page to a signed-in patient (patient-guards.tsx). */
const HOME = { visitor: 'features/content/pages/landing-page', patient: 'features/content/pages/about-page' };
/** Pages whose data is asked for before their code has arrived (see src/lib/early-requests.ts). */
const EARLY_REQUESTS: Record<string, string[]> = { 'features/session/pages/begin-session-page': BEGIN_SESSION_REQUESTS };

/** The lazily loaded pages declared in routes.tsx, with their full paths. */
export function parseRoutes(source: string): PageRoute[] {
  const routes = [...source.matchAll(ROUTE_RE)].map(([, p, module]) => {
    const isAdmin = module!.startsWith('features/admin-');
    const full = (isAdmin ? '/admin/' : '/') + p!;
    const pattern = `^${full.replace(/\/:[^/]+/g, '/[^/]+')}/?$`;
    const area: Area = /^features\/(auth|admin-auth|safety)\//.test(module!) ? 'public' : isAdmin ? 'admin' : 'patient';
    return { pattern, module: module!, area };
  });
  // Every lazy page but the admin layout must have been understood, or preloading would silently stop.
  const lazyImports = (source.match(/import\('\.\.\/features\//g) ?? []).length;
  if (routes.length !== lazyImports) throw new Error(`route-preload: understood ${routes.length} of ${lazyImports} lazy pages in routes.tsx`);
  // A renamed page would otherwise silently lose its early requests.
  for (const module of Object.keys(EARLY_REQUESTS)) {
    if (!routes.some((r) => r.module === module)) throw new Error(`route-preload: no route for ${module}`);
  }
  return routes;
}

/** The chunk files a page needs beyond what index.html already loads. */
export function preloadTable(routes: PageRoute[], bundle: Rollup.OutputBundle, base: string): PreloadRoute[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byModule = new Map<string, Rollup.OutputChunk>();
  for (const c of chunks) {
    const m = c.facadeModuleId?.replace(/\\/g, '/').match(/\/src\/(.+)\.tsx?$/);
    if (m) byModule.set(m[1]!, c);
  }
  const closure = (file: string, seen: Set<string>) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(dep, seen);
    return seen;
  };
  const loaded = new Set<string>();
  for (const c of chunks) if (c.isEntry) closure(c.fileName, loaded);
  const files = (...modules: string[]) => {
    const seen = new Set<string>();
    for (const m of modules) {
      const chunk = byModule.get(m);
      if (!chunk) throw new Error(`route-preload: no chunk for ${m}`);
      closure(chunk.fileName, seen);
    }
    return [...seen].filter((f) => !loaded.has(f)).map((f) => base + f);
  };
  const table: PreloadRoute[] = [
    ['^/$', 'public', files(HOME.visitor)],
    ['^/$', 'patient', files(HOME.patient)],
  ];
  for (const r of routes) {
    const row: PreloadRoute = [r.pattern, r.area, r.area === 'admin' ? files(ADMIN_LAYOUT, r.module) : files(r.module)];
    const early = EARLY_REQUESTS[r.module];
    if (early) row.push(early);
    table.push(row);
  }
  return table;
}

/** What preloadRoute uses of `window`: fetch, and the property the early answers are left in. */
export type EarlyWindow = Pick<typeof globalThis, 'fetch'> & Record<string, unknown>;

/**
 * Runs in the browser before the app's own script has arrived: adds a modulepreload link for
 * each chunk of the page being opened, when the visitor may see it, and sends the signed-in
 * requests that page starts with, leaving their answers in `win[earlyKey]` for the app
 * (src/lib/early-requests.ts). Serialised into the built script, so it must stay self-contained.
 */
export function preloadRoute(table: PreloadRoute[], pathname: string, doc: Document, storage: Pick<Storage, 'getItem'>, win?: EarlyWindow, earlyKey?: string): void {
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null; // storage blocked: the app will treat the visitor as signed out too
    }
  };
  const patientToken = read('clearwell.token');
  const allowed = { public: true, patient: Boolean(patientToken), admin: Boolean(read('clearwell.admin.token')) };
  for (const [pattern, area, files, requests] of table) {
    if (!new RegExp(pattern).test(pathname)) continue;
    // `/` has one entry per area; the patient's wins when signed in.
    if (pattern === '^/$' && area === 'public' && allowed.patient) continue;
    if (!allowed[area]) return;
    for (const href of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    // `earlyKey` already set: the app has started and asked for its own data.
    if (requests && patientToken && win && earlyKey && !(earlyKey in win)) {
      const early: Record<string, EarlyRequest> = {};
      for (const path of requests) {
        const response = win.fetch(path, { headers: { accept: 'application/json', authorization: `Bearer ${patientToken}` } });
        // Taken by the app, which sends the request again if this one failed; unclaimed, it is
        // dropped, and its failure must not be reported as an uncaught error.
        response.catch(() => undefined);
        early[path] = { token: patientToken, response };
      }
      win[earlyKey] = early;
    }
    return;
  }
}

/**
 * Route pages are lazily loaded chunks that the app only asks for once its main script has been
 * downloaded and run; on a phone's connection that waterfall delays the first paint. This writes
 * a tiny script, loaded with `async` ahead of the main one, that preloads the chunks of the page
 * being opened, so they download alongside the main script.
 */
export function routePreload(): Plugin {
  let outDir = 'dist';
  let base = '/';
  let routesFile = '';
  let script: { fileName: string; code: string } | undefined;
  return {
    name: 'clearwell-route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
      routesFile = path.resolve(config.root, 'src/app/routes.tsx');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const table = preloadTable(parseRoutes(readFileSync(routesFile, 'utf8')), ctx.bundle, base);
        const code = `(${preloadRoute.toString()})(${JSON.stringify(table)}, location.pathname, document, localStorage, window, ${JSON.stringify(EARLY_REQUESTS_KEY)});\n`;
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        script = { fileName: `assets/route-preload-${hash}.js`, code };
        const tag = `<script async src="${base}${script.fileName}"></script>\n    `;
        return html.replace('<script type="module"', `${tag}<script type="module"`);
      },
    },
    async writeBundle() {
      if (!script) return;
      await mkdir(path.join(outDir, 'assets'), { recursive: true });
      await writeFile(path.join(outDir, script.fileName), script.code);
    },
  };
}
