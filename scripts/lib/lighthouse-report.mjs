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

/** The middle run's figure (of three, the second best). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Lighthouse's mobile preset slows the page's CPU work down four times to stand for a mid-range
 * phone, a factor calibrated for a host whose benchmark index (Lighthouse's own measure of the
 * host's speed, taken at each run) is about 1,500; by Lighthouse's CPU throttling calculator a
 * host at 1,300 should take 3× instead. On a slower host, or one busy with other work, the phone
 * it simulates is slower than Lighthouse's reference and the scores read low: the table says so.
 */
export const REFERENCE_INDEX = 1300;

export function hostSpeed(indexes) {
  const middle = median(indexes) ?? 0;
  const slow = middle < REFERENCE_INDEX;
  const text =
    `Host speed: Lighthouse's benchmark index ${Math.round(middle)} (median of the runs; ` +
    `${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}), where the mobile preset's 4× CPU slowdown ` +
    `assumes about 1,500. ${slow ? `WARNING: below ${REFERENCE_INDEX.toLocaleString('en')}, this host simulates a slower phone than Lighthouse's reference, and the scores read low.` : 'Within the range it is calibrated for.'}`;
  return { median: middle, slow, text };
}

/** Replaces the Lighthouse section of docs/performance.md. */
export function writeSection(rows, { runs, seconds, chromeVersion, host }) {
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

${host}

${allOk ? 'Every Lighthouse budget was met.' : 'Some Lighthouse budgets were not met; see the rows marked NO.'}`,
  );
}
