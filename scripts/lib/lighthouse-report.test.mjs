// The Lighthouse table says whether the host ran at the speed the mobile preset is calibrated for.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hostSpeed } from './lighthouse-report.mjs';

test('a host at the reference speed is reported without a warning', () => {
  const host = hostSpeed([1650, 1520, 1900]);
  assert.equal(host.median, 1650);
  assert.equal(host.slow, false);
  assert.match(host.text, /benchmark index 1650 \(median of the runs; 1520–1900\)/);
  assert.doesNotMatch(host.text, /WARNING/);
});

test('a slow or busy host is named as the reason the scores may read low', () => {
  const host = hostSpeed([1150, 1280, 1700]);
  assert.equal(host.slow, true);
  assert.match(host.text, /WARNING: below 1,300, this host simulates a slower phone/);
});
