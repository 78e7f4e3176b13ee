import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';
import { DESKTOP, PHONE, PHONE_CONTEXT } from '../support/viewports';

// A patient on a phone who loses the connection: the app still opens, the whole guided session
// runs, the result is kept on the device and reaches the journal exactly once when back online.
test.use({ ...PHONE_CONTEXT });

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
async function text(page: Page, title: string, answer: string) {
  await heading(page, title);
  await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await next(page);
}
async function slide(page: Page, title: string, value: number) {
  await heading(page, title);
  await page.getByRole('slider').fill(String(value));
}

async function journalOf(request: APIRequestContext, patient: SignedInPatient) {
  const res = await request.get('/api/journal', { headers: { authorization: `Bearer ${patient.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.flatMap((d: { sessions: unknown[] }) => d.sessions) as { experience: string }[];
}

/** Screenshots at the phone size and the desktop size, for a person to look at. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390x844.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test('a whole session offline is kept on the device, shown as pending, and stored once when back online', async ({
  page,
  context,
  request,
}) => {
  const patient = await createSignedInPatient(request);
  await signInBrowser(page, patient);
  await page.goto('/dashboard');
  // Once opened, the service worker serves the page and has kept what a session needs, in the
  // language in use (the steps are kept per `?lang=`).
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match('/api/session-steps?lang=en')),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/begin-session');
  await heading(page, 'Choose Experience');
  await page.getByRole('radio', { name: 'Physical pain' }).check();
  await next(page);
  await slide(page, 'Rate the Intensity', 7);
  await next(page);
  await text(page, 'Focus and Feel It', 'A stiff neck on the bus');
  await text(page, 'Describe Sensations', 'Tight, warm, the size of a hand');
  await text(page, 'Find the Source', 'Where the neck meets the shoulder');
  await text(page, 'Experience It Fully', 'It pulsed, then softened');
  await heading(page, 'Sensation State');
  await page.getByRole('radio', { name: "It's gone" }).check();
  await next(page);
  await slide(page, 'Feel Now', 1);
  await page.getByRole('button', { name: 'Finish' }).click();

  const saved = page.getByTestId('saved-on-device');
  await expect(saved).toContainText('Saved on this device');
  await expect(saved).toContainText('It will be added to your journal by itself when you are back online.');
  await expect(page.getByText('Failed to submit your responses')).toHaveCount(0);
  await screenshots(page, 'offline-saved');

  await saved.getByRole('link', { name: 'journal' }).click();
  const pending = page.getByTestId('pending-entry');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText('It will be added to your journal when you are online.');
  await screenshots(page, 'journal-pending');
  expect(await journalOf(request, patient)).toEqual([]);

  await context.setOffline(false);
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('journal-entry')).toHaveCount(1);
  // Sent by the page and perhaps by Background Sync as well: stored once (client_id).
  await page.reload();
  await expect(page.getByTestId('journal-entry')).toHaveCount(1);
  const sessions = await journalOf(request, patient);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]!.experience).toBe('Physical pain');
});

// Lighthouse 12 has no installability audit any more; Chromium's own check is what decides
// whether the browser offers to install the app. It refuses every private (incognito) window,
// as a test's context is, so this runs in a browser profile of its own.
test('Chromium finds the app installable: manifest, icons and service worker', async ({ playwright, baseURL }) => {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'clearwell-install-'));
  const browser = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport: PHONE,
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Clearwell',
      display: 'standalone',
      theme_color: '#2f6f66',
    });
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 15_000 })
      .toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
