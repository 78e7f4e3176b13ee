// The Lighthouse table, printed and kept in its own section of docs/performance.md.
import { machine, writeDocSection } from './doc-sections.mjs';

/** A row: page, preset, medians, the budget as text and whether it was met. */
export function verdict(page, scores) {
  const parts = [`performance ≥ ${page.budget.performance}`];
  let ok = scores.performance >= page.budget.performance && scores.cls <= page.budget.cls;
  if (page.budget.accessibility !== undefined) {
    parts.push(`accessibility ${page.budget.accessibility === 100 ? '100' : `≥ ${page.budget.accessibility}`}`);
    ok &&= scores.accessibility >= page.budget.accessibility;
  }
  parts.push(`CLS ≤ ${page.budget.cls}`);
  return { ok, budget: parts.join(', ') };
}

export function table(rows) {
  const lines = [
    '| page | preset | performance | accessibility | CLS | budget | met |',
    '|---|---|---:|---:|---:|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.path} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.cls.toFixed(3)} | ${r.budget} | ${r.ok ? 'yes' : 'NO'} |`,
    );
  }
  return lines.join('\n');
}

/** Replaces the Lighthouse section of docs/performance.md. */
export function writeSection(rows, { runs, seconds, chromeVersion }) {
  const allOk = rows.every((r) => r.ok);
  writeDocSection(
    'lighthouse',
    `## Web pages (Lighthouse)

Measured by \`npm run bench:lighthouse\` (scripts/lighthouse.mjs, part of \`npm run bench\`): the
built app on the real server with an in-memory database, ${chromeVersion} headless, Lighthouse's
simulated throttling; the mobile preset for patient pages and the desktop preset for admin pages,
signed in as a patient (conditions accepted, three journal entries) or as an admin. Each figure is
the median of ${runs} runs.

Last run: ${new Date().toISOString()} on ${machine()}, ${Math.round(seconds)} s.

${table(rows)}

${allOk ? 'Every Lighthouse budget was met.' : 'Some Lighthouse budgets were not met; see the rows marked NO.'}`,
  );
}
