// The failure digest `npm test` prints after its summary for a failed Vitest stage.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { digestFile, digestReport } from './vitest-digest.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-digest-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const report = {
  testResults: [
    {
      name: '/repo/apps/web/src/a.test.tsx',
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'a passes', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'the card shows the name',
          failureMessages: ['AssertionError: expected "Ana" to be "Bea"\n' + 'x\n'.repeat(20)],
        },
      ],
    },
    { name: '/repo/apps/web/src/b.test.tsx', status: 'failed', message: 'Hook timed out', assertionResults: [] },
    { name: '/repo/apps/web/src/c.test.tsx', status: 'passed', assertionResults: [{ status: 'passed' }] },
  ],
};

test('names each failed test with its file and the first lines of its message', () => {
  const text = digestReport(report, '/repo');
  assert.match(text, /✗ apps\/web\/src\/a\.test\.tsx › the card shows the name/);
  assert.match(text, /expected "Ana" to be "Bea"/);
  assert.ok(text.split('\n').length < 15, 'a long message is cut to its first lines');
  assert.doesNotMatch(text, /a passes|c\.test/);
});

test('a file that failed without a failed test is named with its own message', () => {
  assert.match(digestReport(report, '/repo'), /✗ apps\/web\/src\/b\.test\.tsx\n {4}Hook timed out/);
});

test('a missing or broken report says so instead of throwing', () => {
  assert.match(digestFile(path.join(dir, 'none.json')), /no report at/);
  const broken = path.join(dir, 'broken.json');
  writeFileSync(broken, '{');
  assert.match(digestFile(broken), /could not be read/);
});
