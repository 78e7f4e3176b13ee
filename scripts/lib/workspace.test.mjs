// The install check of `npm start` / `npm test`: it must never trust an install that left out the
// dev dependencies or stopped halfway (both leave npm's own node_modules/.package-lock.json behind).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { INSTALL_ARGS, INSTALL_MARKER, installNeeded, lockDigest } from './workspace.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-install-'));
after(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3}');

test('a fresh clone needs an install', () => {
  assert.equal(installNeeded(dir), true);
});

test("npm's own lock copy (left by a production or interrupted install) is not trusted", () => {
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  writeFileSync(path.join(dir, 'node_modules', '.package-lock.json'), '{}');
  assert.equal(installNeeded(dir), true);
});

test('a finished install of this lockfile is trusted, and a changed lockfile is not', () => {
  writeFileSync(path.join(dir, INSTALL_MARKER), `${lockDigest(dir)}\n`);
  assert.equal(installNeeded(dir), false);
  writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion":3,"changed":true}');
  assert.equal(installNeeded(dir), true);
});

test('installs exactly the lockfile, dev dependencies included whatever NODE_ENV says', () => {
  assert.equal(INSTALL_ARGS[0], 'ci');
  assert.ok(INSTALL_ARGS.includes('--include=dev'));
});
