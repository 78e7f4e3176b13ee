import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';
import { firstTwoSteps, heading, lastSteps, offlineReady } from '../support/session-steps';
import { DESKTOP, PHONE, PHONE_CONTEXT } from '../support/viewports';

// A patient on a phone who loses the connection: the app still opens, the whole guided session
// runs, the result is kept on the device and reaches the journal exactly once when back online.
test.use({ ...PHONE_CONTEXT });

async function journalOf(request: APIRequestContext, patient: SignedInPatient) {
  const res = await request.get('/api/journal', { headers: { authorization: `Bearer ${patient.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.flatMap((d: { sessions: unknown[] }) => d.sessions) as { experience: string }[];
}

/** Through the phone menu, as a person would: the app stays loaded. */
async function beginFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Begin' }).click();
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
  await offlineReady(page);

  await context.setOffline(true);
  await page.goto('/begin-session');
  await firstTwoSteps(page);
  await lastSteps(page);

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

test('the connection drops at step 3 of a session opened online: kept on the device within 5 s, stored once', async ({
  page,
  context,
  request,
}) => {
  const patient = await createSignedInPatient(request);
  await signInBrowser(page, patient);
  await page.goto('/dashboard');
  await offlineReady(page);
  await page.goto('/begin-session');
  await firstTwoSteps(page);
  await context.setOffline(true);
  await lastSteps(page);

  // Told within 5 s, never left on "Saving…".
  const saved = page.getByTestId('saved-on-device');
  await expect(saved).toContainText('Saved on this device', { timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'Saving…' })).toHaveCount(0);
  await screenshots(page, 'dropped-mid-session-saved');

  await saved.getByRole('link', { name: 'journal' }).click();
  const pending = page.getByTestId('pending-entry');
  await expect(pending).toHaveCount(1);
  expect(await journalOf(request, patient)).toEqual([]);

  // Begin again while still offline: a new session from step 1, not the last step of the one kept.
  await beginFromMenu(page);
  await expect(page.getByText('Step 1/10')).toBeVisible();
  await heading(page, 'Choose Experience');

  await context.setOffline(false);
  await expect.poll(async () => (await journalOf(request, patient)).length, { timeout: 20_000 }).toBe(1);
  await page.goto('/journal');
  await expect(page.getByTestId('journal-entry')).toHaveCount(1);
  await expect(page.getByTestId('pending-entry')).toHaveCount(0);
  expect(await journalOf(request, patient)).toHaveLength(1);
});

test('Begin tapped after the connection went away while the app was open: the kept steps, or a calm word', async ({
  page,
  context,
  request,
}) => {
  const patient = await createSignedInPatient(request);
  await signInBrowser(page, patient);
  await page.goto('/dashboard');
  await offlineReady(page);
  await context.setOffline(true);
  await beginFromMenu(page);
  await heading(page, 'Choose Experience');

  // A device that kept nothing of the session: said so, with a way to try again, never "Preparing…" for ever.
  await page.goto('/dashboard');
  await page.evaluate(() => caches.delete('clearwell-api'));
  await beginFromMenu(page);
  const offline = page.getByTestId('session-offline');
  await expect(offline).toContainText('You are offline, and this session is not on this device yet.', {
    timeout: 5_000,
  });
  await expect(page.getByText('Preparing your session…')).toHaveCount(0);
  await screenshots(page, 'begin-offline-nothing-kept');
  await context.setOffline(false);
  await offline.getByRole('button', { name: 'Try again' }).click();
  await heading(page, 'Choose Experience');
});

test('a kept session waits through an expired sign-in, is sent after the same patient signs in again, and a refusal stays visible', async ({
  page,
  context,
  request,
}) => {
  const patient = await createSignedInPatient(request);
  await signInBrowser(page, patient);
  await page.goto('/dashboard');
  await offlineReady(page);
  await context.setOffline(true);
  await page.goto('/begin-session');
  await firstTwoSteps(page);
  await lastSteps(page);
  await expect(page.getByTestId('saved-on-device')).toBeVisible({ timeout: 5_000 });

  // The sign-in ends while offline (revoked elsewhere): back online, the app asks to sign in again.
  const revoked = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${patient.token}` } });
  expect(revoked.status()).toBe(200);
  await context.setOffline(false);
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/login\?session=expired/, { timeout: 15_000 });
  expect(await journalOf(request, { ...patient, token: await freshToken(request, patient) })).toEqual([]);

  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const token = await freshToken(request, patient);
  await expect.poll(async () => (await journalOf(request, { ...patient, token })).length, { timeout: 20_000 }).toBe(1);

  // One the server refuses as it stands (its step no longer exists) stays in the journal with the server's word.
  await page.evaluate(
    (owner) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('clearwell-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('submissions', 'readwrite');
          const entry = {
            client_id: '7d0e8f1a-2b3c-4d5e-8f60-718293a4b5c6',
            owner,
            responses: [{ session_step_id: '00000000-0000-4000-8000-000000000000', response: 'Tight chest' }],
            experience: 'Physical pain',
            saved_at: new Date().toISOString(),
          };
          tx.objectStore('submissions').put(entry, entry.client_id);
          tx.oncomplete = () => resolve();
        };
      }),
    String(patient.user.id),
  );
  await page.goto('/journal');
  const refused = page.getByTestId('pending-entry');
  await expect(refused).toContainText('Not added', { timeout: 15_000 });
  await expect(refused).toContainText('This session could not be added to your journal. The server said:');
  await screenshots(page, 'journal-refused');
  page.once('dialog', (dialog) => void dialog.accept());
  await refused.getByRole('button', { name: 'Discard this session' }).click();
  await expect(refused).toHaveCount(0);
  await expect(page.getByTestId('journal-entry')).toHaveCount(1);
});

/** A token of the patient's own, for reading their journal through the API after the browser's was revoked. */
async function freshToken(request: APIRequestContext, patient: SignedInPatient): Promise<string> {
  const res = await request.post('/api/auth/signin', { data: { email: patient.email, password: patient.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token as string;
}

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
