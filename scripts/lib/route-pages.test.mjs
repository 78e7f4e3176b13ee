// The bundle budget's list of routes: every page of the router's table, the patient's public
// pages (the crisis lines above all) included, each measured against its area's budget.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { routePages } from './route-pages.mjs';

test("lists the patient's public pages, the crisis lines first among them, under the patient budget", () => {
  const byRoute = new Map(routePages().map((r) => [r.route, r]));
  for (const route of ['/get-help', '/unsubscribe', '/auth/email-verified', '/shared/:token', '/journal']) {
    assert.equal(byRoute.get(route)?.admin, false, route);
  }
  assert.equal(byRoute.get('/get-help').source, 'src/features/safety/pages/get-help-page.tsx');
  assert.equal(byRoute.get('/admin/dashboard')?.admin, true);
});

test('takes its routes from the table it is given', () => {
  assert.deepEqual(routePages({ '/a': 'a/a-page', '/admin/b': 'admin-b/b-page' }), [
    { route: '/a', source: 'src/features/a/pages/a-page.tsx', admin: false },
    { route: '/admin/b', source: 'src/features/admin-b/pages/b-page.tsx', admin: true },
  ]);
});
