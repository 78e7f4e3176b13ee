import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, deflatedZeros, type TestEntry } from '../zip.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin } from '../factories.js';
import { multipartEnvelope } from '../multipart.js';
import { streamedRequest } from '../streamed-request.js';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const webm = readFileSync(new URL('../fixtures/calm-sample.webm', import.meta.url));
let t: TestContext;
let admin: string;
let base: string;
beforeAll(async () => {
  // The production limits: 2 GiB uploaded, 4 GiB once uncompressed, 500 entries.
  t = await buildTestApp();
  admin = (await createAdmin(t.database, t.config.jwtSecret)).token;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/**
 * Uploads a package over a real socket, a quarter MiB at a time, asking /readyz after every
 * piece and again while the server works on the whole; samples this process's RSS throughout
 * (the server runs in it).
 */
async function uploadWatching(zip: Buffer) {
  const form = multipartEnvelope({}, { field: 'video_file', name: 'bomb.zip', type: 'application/zip' });
  const ready: number[] = [];
  const askReady = async () => ready.push((await fetch(`${base}/readyz`)).status);
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  let answered = false;
  const answer = streamedRequest(`${base}/api/admin/app-type-video`, {
    method: 'POST',
    headers: { ...form.headers, ...bearer(admin) },
    async *body() {
      yield form.head;
      for (let at = 0; at < zip.length; at += MiB / 4) {
        yield zip.subarray(at, at + MiB / 4);
        await askReady();
      }
      yield form.tail;
    },
  }).finally(() => (answered = true));
  while (!answered) await askReady();
  const res = await answer;
  clearInterval(sampler);
  return { res, ready, growthMiB: (peak - start) / MiB };
}

/** Files of packages or temporary uploads left in the data directory. */
const leftovers = () =>
  readdirSync(t.dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)))
    .filter((p) => p.startsWith(path.join('uploads', 'videos')) || p.startsWith('tmp'));
const bombs: [string, () => TestEntry[]][] = [
  [
    'declares 5 GiB in two entries (5 MiB on the wire)',
    () =>
      ['a.webm', 'b.webm'].map((name) => ({
        name,
        data: deflatedZeros(2.5 * GiB),
        deflated: true,
        declaredSize: 2.5 * GiB,
      })),
  ],
  [
    'declares 1 MiB but streams 1 GiB',
    () => [{ name: 'liar.webm', data: deflatedZeros(GiB), deflated: true, declaredSize: MiB }],
  ],
  [
    'holds 10,000 entries',
    () => Array.from({ length: 10_000 }, (_, i) => ({ name: `v${i}.webm`, data: webm.subarray(0, 16) })),
  ],
];

describe('zip bombs on POST /api/admin/app-type-video', () => {
  it.each(bombs)('a package that %s is 400, memory stays flat and /readyz keeps answering', async (_label, entries) => {
    const zip = buildZip(entries());
    const { res, ready, growthMiB } = await uploadWatching(zip);
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, error: 'INVALID_ZIP' });
    expect(growthMiB).toBeLessThan(64);
    expect(ready.length).toBeGreaterThan(2);
    expect(ready.every((s) => s === 200)).toBe(true);
    expect(leftovers()).toEqual([]);
  });
});
