import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { createSignedInPatient } from '../support/patient';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Records, from the first byte of every page load, whether the signed-in chrome or the cached
 * name ever appeared, however briefly: a screenshot afterwards would miss a flash.
 */
async function watchForSignedInChrome(page: Page, firstName: string) {
  await page.addInitScript((name) => {
    const w = window as unknown as { __signedInSeen: string[] };
    w.__signedInSeen = [];
    const look = () => {
      if (document.body?.textContent?.includes(`Welcome, ${name}`)) w.__signedInSeen.push(`Welcome, ${name}`);
      if (document.querySelector('[aria-label="Account menu"], a[href="/journal"]'))
        w.__signedInSeen.push('signed-in header');
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, firstName);
  return () => page.evaluate(() => [...new Set((window as unknown as { __signedInSeen: string[] }).__signedInSeen)]);
}

test.describe('on a phone', () => {
  test.use(PHONE_CONTEXT);

  test('a deep link opened signed out leads back to that page after signing in', async ({ page, request }) => {
    const patient = await createSignedInPatient(request);
    await page.goto('/journal?from=mail#latest');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, patient.email, patient.password);
    await expect(page).toHaveURL(/\/journal\?from=mail#latest$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  });

  test('a return address that would leave the site is refused: the sign-in goes to the dashboard', async ({
    page,
    request,
  }) => {
    const patient = await createSignedInPatient(request);
    for (const from of ['//evil.example/journal', '/\\evil.example', 'https://evil.example/']) {
      await page.goto('/login');
      // What the guard would have remembered, forged into the page's history entry.
      await page.evaluate(
        (target) => history.replaceState({ usr: { from: target }, key: 'forged', idx: 0 }, '', '/login'),
        from,
      );
      await page.reload();
      await signIn(page, patient.email, patient.password);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test('a back-office deep link opened signed out leads back to that screen after signing in', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/session/steps?page=1#steps');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/session\/steps\?page=1#steps$/);
});

for (const size of [
  { label: 'phone', use: PHONE_CONTEXT },
  { label: 'desktop', use: { viewport: DESKTOP } },
]) {
  test.describe(`at ${size.label} size`, () => {
    test.use(size.use);

    test('a session revoked elsewhere never shows as signed in: a reload goes to /login?session=expired', async ({
      page,
      request,
    }, testInfo) => {
      const patient = await createSignedInPatient(request);
      await page.goto('/login');
      await signIn(page, patient.email, patient.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Robin' })).toBeVisible();

      // Signed out from another device: the server drops this very token.
      const token = await page.evaluate(() => localStorage.getItem('clearwell.token'));
      expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
        200,
      );
      const signedInSeen = await watchForSignedInChrome(page, 'Robin');
      await page.reload();

      await expect(page).toHaveURL(/\/login\?session=expired$/);
      await expect(page.getByText('Your session has expired. Please sign in again to continue.')).toBeVisible();
      expect(await signedInSeen()).toEqual([]);
      expect(
        await page.evaluate(() => [localStorage.getItem('clearwell.token'), localStorage.getItem('clearwell.user')]),
      ).toEqual([null, null]);
      await page.screenshot({ path: testInfo.outputPath(`login-session-expired-${size.label}.png`), fullPage: true });
    });
  });
}
