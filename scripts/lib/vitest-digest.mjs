// A failed Vitest stage in a few lines per failed test: which file, which test, and the first
// lines of what it said. `npm test` prints these after its summary, where a log read from its
// end (CI keeps only the tail) still shows why a stage failed. Only Node's own modules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MESSAGE_LINES = 8;

/** Vitest's command-line flags that write its JSON report to `file` beside the usual output. */
export function jsonReportArgs(file) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

/**
 * The failures in a Vitest JSON report, as text. Failed files with no failed test (an import
 * that threw, a hook that timed out) are named with their own message.
 */
export function digestReport(report, rootDir) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = rootDir ? path.relative(rootDir, file.name) : file.name;
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) {
      lines.push(`✗ ${name} › ${test.fullName ?? test.title}`);
      for (const message of test.failureMessages ?? []) lines.push(...indent(firstLines(message)));
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`✗ ${name}`);
      lines.push(...indent(firstLines(file.message || 'the file failed without a failed test')));
    }
  }
  return lines.join('\n');
}

/** The digest of the report at `file`, or a sentence saying why there is none. */
export function digestFile(file, rootDir) {
  if (!existsSync(file)) return `(no report at ${file})`;
  try {
    const text = digestReport(JSON.parse(readFileSync(file, 'utf8')), rootDir);
    return text || '(the report lists no failed test)';
  } catch (err) {
    return `(the report at ${file} could not be read: ${err.message})`;
  }
}

// The message and the project's own stack frames: frames inside node_modules or Node say nothing.
function firstLines(message) {
  return String(message)
    .split('\n')
    .filter((line) => !/^\s+at /.test(line) || !/node_modules|\(<anonymous>\)|node:internal/.test(line))
    .slice(0, MESSAGE_LINES);
}

function indent(lines) {
  return lines.map((line) => `    ${line}`);
}
