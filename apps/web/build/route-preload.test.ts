import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { parseRoutes, preloadRoute, preloadTable, type EarlyWindow, type PreloadRoute } from './route-preload';

const routesSource = readFileSync(path.resolve(__dirname, '../src/app/routes.tsx'), 'utf8');

describe('parseRoutes', () => {
  const routes = parseRoutes(routesSource);
  const find = (url: string) => routes.find((r) => new RegExp(r.pattern).test(url));

  it('understands every lazily loaded page of routes.tsx, with its full path and who may see it', () => {
    expect(find('/login')).toMatchObject({ module: 'features/auth/pages/login-page', area: 'public' });
    expect(find('/journal')).toMatchObject({ module: 'features/journal/pages/journal-page', area: 'patient' });
    expect(find('/admin/session/steps')).toMatchObject({ module: 'features/admin-steps/pages/steps-page', area: 'admin' });
    expect(find('/admin/login')).toMatchObject({ area: 'public' });
    expect(find('/auth/reset-password/abc123')?.module).toBe('features/auth/pages/reset-password-page');
    expect(find('/dashboard/')?.module).toBe('features/content/pages/dashboard-page');
    expect(find('/nowhere')).toBeUndefined();
  });

  it('fails the build rather than silently skip a page it cannot read', () => {
    const changed = `${routesSource}\nconst other = { path: 'x', lazy: () => import('../features/x/pages/x-page') };`;
    expect(() => parseRoutes(changed)).toThrow(/understood/);
  });
});

function chunk(fileName: string, facade: string | null, imports: string[] = [], isEntry = false): Rollup.OutputChunk {
  return { type: 'chunk', fileName, facadeModuleId: facade, imports, isEntry } as unknown as Rollup.OutputChunk;
}

describe('preloadTable', () => {
  it("lists a page's chunks but not those index.html already loads, and the admin layout for admin pages", () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], true),
      'assets/react.js': chunk('assets/react.js', null),
      'assets/shared.js': chunk('assets/shared.js', null, ['assets/react.js']),
      'assets/landing.js': chunk('assets/landing.js', '/app/src/features/content/pages/landing-page.tsx', ['assets/index.js']),
      'assets/about.js': chunk('assets/about.js', '/app/src/features/content/pages/about-page.tsx'),
      'assets/journal.js': chunk('assets/journal.js', '/app/src/features/journal/pages/journal-page.tsx', ['assets/shared.js']),
      'assets/layout.js': chunk('assets/layout.js', '/app/src/app/admin/admin-layout.tsx'),
      'assets/steps.js': chunk('assets/steps.js', '/app/src/features/admin-steps/pages/steps-page.tsx', ['assets/shared.js']),
    };
    const table = preloadTable(
      [
        { pattern: '^/journal/?$', module: 'features/journal/pages/journal-page', area: 'patient' },
        { pattern: '^/admin/session/steps/?$', module: 'features/admin-steps/pages/steps-page', area: 'admin' },
      ],
      bundle,
      '/',
    );
    expect(table).toEqual([
      ['^/$', 'public', ['/assets/landing.js']],
      ['^/$', 'patient', ['/assets/about.js']],
      ['^/journal/?$', 'patient', ['/assets/journal.js', '/assets/shared.js']],
      ['^/admin/session/steps/?$', 'admin', ['/assets/layout.js', '/assets/steps.js', '/assets/shared.js']],
    ]);
  });
});

describe('preloadRoute', () => {
  const table: PreloadRoute[] = [
    ['^/$', 'public', ['/assets/landing.js']],
    ['^/$', 'patient', ['/assets/about.js']],
    ['^/login/?$', 'public', ['/assets/login.js']],
    ['^/journal/?$', 'patient', ['/assets/journal.js', '/assets/shared.js']],
    ['^/admin/dashboard/?$', 'admin', ['/assets/admin.js']],
  ];
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname);
  const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });
  afterEach(() => document.head.replaceChildren());

  it("preloads the chunks of the page being opened", () => {
    preloadRoute(table, '/journal', document, storage({ 'clearwell.token': 't' }));
    expect(preloaded()).toEqual(['/assets/journal.js', '/assets/shared.js']);
  });

  it('preloads nothing for a page the visitor will be sent away from', () => {
    preloadRoute(table, '/journal', document, storage({}));
    preloadRoute(table, '/admin/dashboard', document, storage({ 'clearwell.token': 't' }));
    expect(preloaded()).toEqual([]);
  });

  it('preloads the landing page for a visitor and the about page for a signed-in patient at /', () => {
    preloadRoute(table, '/', document, storage({}));
    expect(preloaded()).toEqual(['/assets/landing.js']);
    document.head.replaceChildren();
    preloadRoute(table, '/', document, storage({ 'clearwell.token': 't' }));
    expect(preloaded()).toEqual(['/assets/about.js']);
  });

  it("sends a signed-in page's first requests early, with the patient's token", () => {
    const early: PreloadRoute[] = [['^/begin-session/?$', 'patient', ['/assets/session.js'], ['/api/agreement', '/api/session-steps']]];
    const calls: [string, RequestInit][] = [];
    const win: EarlyWindow = { fetch: (async (url: string, init: RequestInit) => (calls.push([url, init]), new Response('{}'))) as typeof fetch };
    preloadRoute(early, '/begin-session', document, storage({ 'clearwell.token': 'tok' }), win, 'early');
    expect(calls.map(([url, init]) => [url, (init.headers as Record<string, string>).authorization])).toEqual([
      ['/api/agreement', 'Bearer tok'],
      ['/api/session-steps', 'Bearer tok'],
    ]);
    expect(Object.keys(win.early as object)).toEqual(['/api/agreement', '/api/session-steps']);

    // Signed out, or the app already started (it claimed the slot): nothing is sent.
    calls.length = 0;
    preloadRoute(early, '/begin-session', document, storage({}), { fetch: win.fetch }, 'early');
    preloadRoute(early, '/begin-session', document, storage({ 'clearwell.token': 'tok' }), { fetch: win.fetch, early: null }, 'early');
    expect(calls).toEqual([]);
  });

  it('treats blocked storage as signed out', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    preloadRoute(table, '/login', document, blocked);
    expect(preloaded()).toEqual(['/assets/login.js']);
  });
});
