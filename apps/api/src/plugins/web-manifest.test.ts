import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';

let t: TestContext;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Clearwell</title><div id="root"></div>');
  t = await buildTestApp({ config: { webDistDir: dist, appName: 'Brightpath Wellbeing' } });
});
afterAll(() => t.close());

describe('GET /manifest.webmanifest', () => {
  it('names the installed app after APP_NAME, with its icons and theme colour', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Brightpath Wellbeing',
      short_name: 'Brightpath',
      start_url: '/',
      display: 'standalone',
      theme_color: '#2f6f66',
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});
