// Lighthouse on the built web app (build first: `npm run build`, or `npm run bench`, which
// builds what is stale). Audits each page signed in as the person who would see it, takes the
// median of three runs, prints a table, writes it into docs/performance.md, and exits 1 when a
// budget is missed. Simulated throttling (Lantern) keeps scores steady on a busy machine.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig, desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signedInAdmin, signedInPatient, startServer } from './lib/lighthouse-server.mjs';
import { hostSpeed, median, table, verdict, writeSection } from './lib/lighthouse-report.mjs';
import { root } from './lib/workspace.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PATIENT_BUDGET = { performance: 95, accessibility: 100, cls: 0.05 };
const ADMIN_BUDGET = { performance: 90, cls: 0.05 };
const PAGES = [
  { path: '/', as: null, preset: 'mobile', budget: PATIENT_BUDGET },
  { path: '/login', as: null, preset: 'mobile', budget: PATIENT_BUDGET },
  { path: '/dashboard', as: 'patient', preset: 'mobile', budget: PATIENT_BUDGET },
  { path: '/begin-session', as: 'patient', preset: 'mobile', budget: PATIENT_BUDGET },
  { path: '/journal', as: 'patient', preset: 'mobile', budget: PATIENT_BUDGET },
  { path: '/admin/dashboard', as: 'admin', preset: 'desktop', budget: ADMIN_BUDGET },
  { path: '/admin/session/steps', as: 'admin', preset: 'desktop', budget: ADMIN_BUDGET },
];
/**
 * The audits the two scores are made of (those with a weight: the five metrics, and the
 * accessibility checks). Only these run, so Lighthouse gathers nothing that no score uses (the
 * diagnostics of unused code, images, source maps and the like) and the scores are the same.
 */
const SCORED_AUDITS = ['performance', 'accessibility'].flatMap((category) =>
  defaultConfig.categories[category].auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
);
/** Where the web app keeps each session (apps/web/src/lib/auth-storage.ts). */
const STORAGE_PREFIX = { patient: 'clearwell', admin: 'clearwell.admin' };

/* global localStorage -- read in the page, through page.evaluate */
/** Leaves the origin's localStorage holding exactly the given session (none for public pages). */
async function setSession(page, baseURL, who, sessions) {
  await page.goto(`${baseURL}/readyz`);
  await page.evaluate(
    (prefix, session) => {
      localStorage.clear();
      if (prefix && session) {
        localStorage.setItem(`${prefix}.token`, session.token);
        localStorage.setItem(`${prefix}.user`, JSON.stringify(session.user));
      }
    },
    who ? STORAGE_PREFIX[who] : null,
    who ? sessions[who] : null,
  );
}

/** Why a run measured nothing: Chrome did not complete its trace (NO_NAVSTART and the like), or a metric could not be computed. */
function failureOf(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (lhr.categories.performance.score !== null) return null;
  return Object.values(lhr.audits)
    .filter((a) => a.errorMessage)
    .map((a) => `${a.id}: ${a.errorMessage}`)
    .join('; ');
}

/** One Lighthouse run; a run that measured nothing (its trace now and then has no navigation start here) is run again, up to three times in all, rather than counted as a score of 0. */
async function audit(page, baseURL, target, sessions, flags, config) {
  for (let attempt = 1; ; attempt++) {
    await setSession(page, baseURL, target.as, sessions);
    const { lhr } = await lighthouse(`${baseURL}${target.path}`, flags, config, page);
    const failure = failureOf(lhr);
    if (!failure) return lhr;
    if (attempt === 3) throw new Error(`${target.path}: ${failure}`);
    console.log(`  ${target.path}: ${failure}; running it again`);
  }
}

/** Failing audits of a run, to say what to fix. */
function findings(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => `    ${a.id}: ${a.displayValue ?? a.score}`)
    .join('\n');
}

async function main() {
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(root, 'apps/api/dist/server.js'))
  ) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const started = Date.now();
  const server = await startServer();
  let chrome;
  let browser;
  const rows = [];
  const hostIndexes = [];
  try {
    const sessions = { patient: await signedInPatient(server), admin: await signedInAdmin(server) };
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const chromeVersion = (await browser.version()).replace('/', ' ');
    const page = await browser.newPage();
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    for (const target of PAGES.filter((p) => !only || only.includes(p.path))) {
      const config = target.preset === 'desktop' ? desktopConfig : undefined;
      const flags = {
        logLevel: 'error',
        output: 'json',
        onlyAudits: SCORED_AUDITS,
        throttlingMethod: 'simulate',
        // The page is served from this machine, so its requests settle in milliseconds: a quarter
        // second of quiet network and main thread is enough to know the load has ended, where
        // Lighthouse's defaults wait a full second at each of four points of every run.
        pauseAfterFcpMs: 250,
        pauseAfterLoadMs: 250,
        networkQuietThresholdMs: 250,
        cpuQuietThresholdMs: 250,
        // The picture of the whole page is for the HTML report, which is not written.
        disableFullPageScreenshot: true,
      };
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(page, server.url, target, sessions, flags, config);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== target.path) throw new Error(`${target.path} ended on ${landed}: the session was not taken`);
        runs.push(lhr);
        hostIndexes.push(lhr.environment.benchmarkIndex);
        if (process.env.LIGHTHOUSE_SAVE)
          writeFileSync(
            path.join(process.env.LIGHTHOUSE_SAVE, `${target.path.replace(/\W+/g, '-')}-${i + 1}.json`),
            JSON.stringify(lhr),
          );
        if (process.env.LIGHTHOUSE_TIMING)
          console.log(
            lhr.timing.entries
              .filter((e) => e.duration > 300)
              .map((e) => `  ${e.name} ${Math.round(e.duration)}`)
              .join('\n'),
          );
      }
      const scores = {
        performance: median(runs.map((r) => Math.round(r.categories.performance.score * 100))),
        accessibility: median(runs.map((r) => Math.round(r.categories.accessibility.score * 100))),
        cls: median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)),
      };
      const row = { path: target.path, preset: target.preset, ...scores, ...verdict(target, scores) };
      rows.push(row);
      console.log(
        `${row.ok ? 'ok  ' : 'MISS'} ${target.path} (${target.preset}): performance ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join('/')}, accessibility ${scores.accessibility}, CLS ${scores.cls.toFixed(3)}`,
      );
      if (!row.ok || process.env.LIGHTHOUSE_DETAILS) console.log(findings(runs.at(-1)));
    }
    const seconds = (Date.now() - started) / 1000;
    const host = hostSpeed(hostIndexes);
    console.log(`\n${table(rows)}\n\n${host.text}\n`);
    writeSection(rows, { runs: RUNS, seconds, chromeVersion, host: host.text });
    const allOk = rows.every((r) => r.ok);
    console.log(
      `${allOk ? 'Every Lighthouse budget is met.' : 'Some Lighthouse budgets are NOT met.'} (${Math.round(seconds)} s)`,
    );
    process.exitCode = allOk ? 0 : 1;
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
