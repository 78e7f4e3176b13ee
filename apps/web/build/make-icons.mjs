// Draws the installed app's icons from public/logo.svg in Chromium and writes them to
// public/icons (committed; run again only when the logo changes):
//   node apps/web/build/make-icons.mjs
// "any" icons are the round logo on a clear background; the maskable one fills the square with
// the brand colour and keeps the logo inside the central 80 % a phone's mask may leave visible.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const web = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(web, 'public/logo.svg'), 'utf8');
const page = (
  size,
  maskable,
) => `<!doctype html><style>html,body{margin:0;background:${maskable ? '#2f6f66' : 'transparent'}}
div{width:${size}px;height:${size}px;display:grid;place-items:center}svg{width:${maskable ? 70 : 100}%;height:${maskable ? 70 : 100}%}</style><div>${logo}</div>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
]) {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size, maskable));
  await tab.locator('div').screenshot({ path: path.join(web, 'public/icons', name), omitBackground: !maskable });
  await tab.close();
}
await browser.close();
