import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the digest is written; `scripts/test.mjs` prints it after the suite's summary. */
const DIGEST_FILE = path.join(import.meta.dirname, '..', 'test-results', 'failure-digest.txt');

const LINES_PER_ERROR = 12;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * A few lines per failed test: its title and the start of each error, the lines that say what
 * was expected and what came (a soft check's list of problems included), without the code frame
 * and call log. The list reporter prints these too, but above pages of stack traces; a CI log
 * read from its end should still say why a test failed.
 */
export default class FailureDigest implements Reporter {
  private readonly failed: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const lines = [`✘ ${test.titlePath().filter(Boolean).slice(1).join(' › ')} (${result.status})`];
    for (const error of result.errors) {
      const text = (error.message ?? error.value ?? '').replace(COLOURS, '');
      const kept = text
        .split('\n')
        .map((line) => line.trimEnd())
        .filter((line) => line.trim() !== '');
      const cut = kept.findIndex((line) => /^\s*(Call log:|at |\d+ \|)/.test(line));
      lines.push(...(cut === -1 ? kept : kept.slice(0, cut)).slice(0, LINES_PER_ERROR).map((line) => `    ${line}`));
    }
    this.failed.push(lines.join('\n'));
  }

  onEnd() {
    mkdirSync(path.dirname(DIGEST_FILE), { recursive: true });
    writeFileSync(DIGEST_FILE, this.failed.join('\n'));
  }

  printsToStdio() {
    return false;
  }
}
