import { expect, test } from '@playwright/test';
import { createSignedInPatient, signInBrowser } from '../support/patient';

const AGREEMENT_NEEDED = 'You must accept the conditions of use before starting a session';

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

  const notice = page.getByRole('status').filter({ hasText: 'Your choice has been saved.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(AGREEMENT_NEEDED);
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
