import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';
import { createSignedInPatient, signInBrowser, storeSessionViaApi } from '../support/patient';
import { screenProblems } from '../support/screen-check';
import { DESKTOP, PHONE, PHONE_CONTEXT } from '../support/viewports';

/** Screenshots at both sizes; a page (not a dialog, which covers the page on purpose) is also checked for reach and overlap. */
async function shot(page: Page, name: string, opts: { dialog?: boolean } = {}) {
  for (const [label, size] of [
    ['390x844', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: !opts.dialog });
    if (!opts.dialog) expect.soft(await screenProblems(page), `${name} at ${label}`).toEqual([]);
  }
  await page.setViewportSize(PHONE);
}

test.use(PHONE_CONTEXT);

test('a patient shares two entries; a coach reads them in another browser until the patient ends the link', async ({
  page,
  request,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const patient = await createSignedInPatient(request);
  await storeSessionViaApi(request, patient, 'Headache behind my eyes', 7, 2);
  await storeSessionViaApi(request, patient, 'Tight shoulders after work', 6, 1);
  await storeSessionViaApi(request, patient, 'A private worry, not for sharing', 8, 5);
  await signInBrowser(page, patient);

  await page.goto('/journal');
  await page.getByRole('button', { name: 'Select entries to share' }).click();
  await page.getByRole('checkbox', { name: /Headache behind my eyes/ }).check();
  await page.getByRole('checkbox', { name: /Tight shoulders after work/ }).check();
  await expect(page.getByText('2 entries chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Share with my coach' }).click();

  const dialog = page.getByRole('dialog', { name: 'Share with my coach' });
  await dialog.getByText('1 day', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '1 day' })).toBeChecked();
  // Before any link exists: what is shared, said plainly, and the coach's page as it will be.
  await expect(dialog).toContainText('every answer you typed in the session');
  const preview = dialog.getByRole('region', { name: 'What your coach will see' });
  await expect(preview.getByRole('heading', { name: 'Journal entries shared by Robin' })).toBeVisible();
  await expect(preview.getByTestId('shared-entry')).toHaveCount(2);
  await expect(preview).not.toContainText('A private worry, not for sharing');
  const previewed = await preview.getByTestId('shared-entry').allInnerTexts();
  // At 390 x 844 the preview scrolls inside the dialog; the buttons stay on screen.
  const previewBox = (await preview.boundingBox())!;
  expect(previewBox.x).toBeGreaterThanOrEqual(0);
  expect(previewBox.x + previewBox.width).toBeLessThanOrEqual(390);
  await expect(dialog.getByRole('button', { name: 'Create link' })).toBeInViewport();
  await shot(page, 'share-dialog', { dialog: true });
  await dialog.getByRole('button', { name: 'Create link' }).click();

  const ready = page.getByRole('dialog', { name: 'Your link is ready' });
  const url = await ready.getByRole('textbox', { name: 'Link for your coach' }).inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await shot(page, 'share-link-ready', { dialog: true });
  await ready.getByRole('button', { name: 'Done' }).click();
  await expect(ready).toBeHidden();

  // A fresh browser: nobody signed in, nothing stored.
  const coach = await browser.newContext(PHONE_CONTEXT);
  const coachPage = await coach.newPage();
  const coachErrors = collectConsoleErrors(coachPage);
  const answer = await coachPage.goto(url);
  expect(answer!.headers()['x-robots-tag']).toContain('noindex');
  expect(answer!.headers()['cache-control']).toBe('no-store');
  expect(answer!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(coachPage.getByRole('heading', { level: 1, name: 'Journal entries shared by Robin' })).toBeVisible();
  await expect(coachPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const entries = coachPage.getByTestId('shared-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Headache behind my eyes' })).toContainText('7 → 2');
  await expect(entries.filter({ hasText: 'Tight shoulders after work' })).toContainText('6 → 1');
  // The preview promised exactly this.
  expect(await entries.allInnerTexts()).toEqual(previewed);
  await expect(coachPage.getByText('A private worry, not for sharing')).toHaveCount(0);
  await expect(coachPage.getByText(patient.email)).toHaveCount(0);
  // None of the signed-in app: no menu, no links into it.
  await expect(coachPage.getByRole('link')).toHaveCount(0);
  await shot(coachPage, 'shared-page');

  // The patient sees the opening, then ends the link.
  await page.reload();
  const link = page.getByRole('region', { name: 'Shared links' }).getByTestId('shared-link');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('2 entries');
  await expect(link).toContainText(/Open until/);
  await expect(link).toContainText(/Opened (once|\d+ times)/);
  await link.getByRole('button', { name: /End the link/ }).click();
  await expect(link).toContainText('Ended');
  await expect(link.getByRole('button', { name: /End the link/ })).toHaveCount(0);
  // The toast that confirms it would cover the header in the screenshot.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByText('The link has been ended.')).toBeHidden();
  await shot(page, 'journal-shared-links');

  await coachPage.reload();
  await expect(coachPage.getByRole('heading', { name: 'This link has ended' })).toBeVisible();
  await expect(coachPage.getByText('Headache behind my eyes')).toHaveCount(0);
  await shot(coachPage, 'shared-page-ended');
  await coach.close();

  expect(errors).toEqual([]);
  // The ended link's 404 is the one failed request the coach's browser reports.
  expect(coachErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
