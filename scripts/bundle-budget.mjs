// Reports, per route, the JavaScript needed to show it (entry + static imports + the route's
// lazily loaded page and layout, gzip) and every lazy chunk; fails when a budget is passed.
// Reads the Vite manifest of apps/web/dist, so run after a build. With --write, also keeps the
// table in docs/performance.md (npm run bench does).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machine, writeDocSection } from './lib/doc-sections.mjs';
import { routePages } from './lib/route-pages.mjs';
import { root } from './lib/workspace.mjs';

const BUDGET_KB = { patient: 130, admin: 200 };
const HEAVY = ['recharts', '@dnd-kit', 'react-datepicker'];
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;

/** The chunk and every chunk it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const kb = (keys) => [...keys].reduce((n, k) => n + gz(manifest[k].file), 0) / 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = routePages();
const adminLayoutKey = 'src/app/admin/admin-layout.tsx';
// The supporters' area: its layout, guards and route table are one lazy chunk every page of it loads first.
const supporterAreaKey = 'src/app/supporter/supporter-routes.tsx';

let failed = false;
const rows = [];
for (const route of routes) {
  const isAdmin = route.admin;
  const keys = closure(entryKey);
  // A page the build does not have would otherwise be measured as the entry alone.
  if (!manifest[route.source]) throw new Error(`${route.route}: ${route.source} is not in the build's manifest`);
  closure(route.source, keys);
  if (isAdmin && manifest[adminLayoutKey] && !/admin-auth/.test(route.source)) closure(adminLayoutKey, keys);
  if (route.route.startsWith('/supporter') && manifest[supporterAreaKey]) closure(supporterAreaKey, keys);
  const size = kb(keys);
  const budget = isAdmin ? BUDGET_KB.admin : BUDGET_KB.patient;
  const heavy =
    !isAdmin && [...keys].some((k) => HEAVY.some((h) => (manifest[k].name ?? k).includes(h) || k.includes(h)));
  const ok = size <= budget && !heavy;
  failed ||= !ok;
  const name = route.route;
  rows.push({
    route: name,
    size,
    budget,
    ok,
    text:
      `${ok ? 'ok  ' : 'OVER'} ${name}`.padEnd(40) +
      `${size.toFixed(1)} KB of ${budget} KB${heavy ? ' (pulls a heavy admin library)' : ''}`,
  });
}
const entryHeavy = [...closure(entryKey)].filter((k) => HEAVY.some((h) => k.includes(h)));
if (entryHeavy.length) {
  failed = true;
  rows.push({
    route: 'entry',
    size: 0,
    budget: 0,
    ok: false,
    text: `OVER the entry statically imports ${entryHeavy.join(', ')}`,
  });
}
const lazy = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key, chunk]) => ({ key, kb: gz(chunk.file) / 1024 }));
console.log('Initial JavaScript per route (gzip):');
console.log(rows.map((r) => r.text).join('\n'));
console.log('\nLazy chunks (gzip):');
for (const { key, kb: size } of lazy) console.log(`  ${size.toFixed(1).padStart(7)} KB  ${key}`);
if (process.argv.includes('--write')) {
  const lines = [
    '| route | initial JS (gzip) | budget | met |',
    '|---|---:|---:|---|',
    ...rows.map((r) => `| ${r.route} | ${r.size.toFixed(1)} KB | ${r.budget} KB | ${r.ok ? 'yes' : 'NO'} |`),
  ];
  const heavyChunks = lazy.filter((c) => /dashboard-charts|steps-page|date-range|export/.test(c.key));
  writeDocSection(
    'bundles',
    `## Web bundles

Initial JavaScript of each route: the entry, its static imports and the route's own lazily loaded
page (and the admin layout), gzip, from the Vite manifest of the production build. Recharts,
dnd-kit and the date picker must only be in lazy chunks of the admin screens that use them.

Last run: ${new Date().toISOString()} on ${machine()}.

${lines.join('\n')}

Lazy chunks carrying the heavy admin libraries: ${heavyChunks.map((c) => `\`${path.basename(c.key)}\` ${c.kb.toFixed(1)} KB`).join(', ')}.

${failed ? 'A bundle budget was passed.' : 'Every bundle budget was met.'}`,
  );
}
console.log(failed ? '\nA bundle budget is passed.' : '\nEvery bundle budget is met.');
process.exit(failed ? 1 : 0);
