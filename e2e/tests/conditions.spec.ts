import { expect, test } from '@playwright/test';
import { createSignedInPatient, signInBrowser } from '../support/patient';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, declining the conditions on the way to a session is saved and explained, never a loop', async ({
  page,
  request,
}) => {
  const patient = await createSignedInPatient(request, { acceptAgreement: false });
  await signInBrowser(page, patient);
  // The page's clock is under the test's control, so "later" is reached without waiting for it.
  await page.clock.install();
  await page.goto('/begin-session');
  await expect(page).toHaveURL(/\/conditions-of-use$/);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const submit = page.getByRole('button', { name: 'Submit Agreement' });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await submit.click();

  const notice = page
    .getByRole('status')
    .filter({ hasText: 'To start a session, tick the box above and submit again.' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Your choice has been saved.')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('conditions-declined-390x844.png'), fullPage: false });
  const saved = await request.get('/api/agreement', { headers: { authorization: `Bearer ${patient.token}` } });
  expect((await saved.json()).data).toEqual({ agreement_accepted: false });

  // Far past the pause after which an agreement moves on: the patient is still here, not sent round.
  await page.clock.fastForward(10_000);
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/conditions-of-use$/);
  expect(visited).not.toContain('/begin-session');

  // Ticking the box and submitting again does start the session.
  await page.getByRole('checkbox').check();
  await submit.click();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/begin-session$/);
  await expect(page.getByText(/^Step 1\//)).toBeVisible();
});

test('on a phone, a toast leaves the header and its "Get help now" uncovered', async ({ page, request }) => {
  const patient = await createSignedInPatient(request, { acceptAgreement: false });
  await signInBrowser(page, patient);
  await page.goto('/conditions-of-use');
  await page.getByRole('button', { name: 'Submit Agreement' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your choice has been saved.' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  // Measured once it has slid into place.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get help now' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('toast-below-header-390x844.png') });
});
