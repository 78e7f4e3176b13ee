import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-session';
import { createSignedInPatient, signInBrowser } from '../support/patient';
import { screenProblems } from '../support/screen-check';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

const CARD = 'You don’t have to go through this alone';
const card = (page: Page) => page.getByRole('region', { name: CARD });

/** Through the opening steps of the seeded session to its first text answer. */
async function toFirstTextStep(page: Page) {
  await page.goto('/begin-session');
  await page.getByRole('radio', { name: 'Physical pain' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('slider').fill('7');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Focus and Feel It' })).toBeVisible();
}

test.describe('the safety net at phone size', () => {
  test.use(PHONE_CONTEXT);

  test("typing a crisis phrase in a session shows the card with the lines of the patient's country, and the session goes on", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const patient = await createSignedInPatient(request);
    const settings = await request.put('/api/settings', {
      headers: { authorization: `Bearer ${patient.token}` },
      data: { country: 'gb' },
    });
    expect((await settings.json()).data.country).toBe('GB');
    await signInBrowser(page, patient);
    await toFirstTextStep(page);
    await expect(card(page)).toHaveCount(0);

    const answer = page.getByRole('textbox', { name: 'Your answer' });
    await answer.pressSequentially('Some days I just want to END MY LIFE', { delay: 10 });
    await expect(card(page)).toBeVisible();
    await expect(card(page).locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    await expect(card(page).getByRole('link', { name: 'Call 116 123' })).toHaveAttribute('href', 'tel:116123');
    await expect(card(page).getByText('Samaritans', { exact: true })).toBeVisible();
    await expect(card(page).getByText('Open: 24 hours, every day')).toBeVisible();
    // Never a modal: typing goes on in the answer, and the page has nothing blocked.
    await expect(answer).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await screenProblems(page)).toEqual([]);
    await card(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('safety-card-session-390x844.png'), fullPage: true });

    await card(page).getByRole('button', { name: 'Back to my session' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Focus and Feel It' })).toBeFocused();
    // The lines stay in reach to the end of the session.
    await expect(card(page)).toBeVisible();
    await expect(answer).toHaveValue('Some days I just want to END MY LIFE');

    await desktopLook(browser, patient, testInfo.outputPath('safety-card-session-desktop.png'));
  });

  test('"Get help now" works signed out, for the browser\'s region', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'es-ES' });
    // The browser's region picks the lines; the person chose English on this device.
    await context.addInitScript(() => localStorage.setItem('clearwell.language', 'en'));
    const page = await context.newPage();
    try {
      await page.goto('/login');
      await page.getByRole('banner').getByRole('link', { name: 'Get help now' }).click();
      await expect(page).toHaveURL(/\/get-help$/);
      await expect(page.getByRole('heading', { level: 1, name: CARD })).toBeVisible();
      await expect(card(page).getByText('Línea 024', { exact: true })).toBeVisible();
      await expect(card(page).getByRole('link', { name: 'Call 024' })).toHaveAttribute('href', 'tel:024');
      expect(await screenProblems(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('get-help-signed-out-390x844.png'), fullPage: true });

      await page.getByRole('button', { name: '← Go back' }).click();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      await context.close();
    }
  });
});

test('the card reads at 200% zoom on a laptop: nothing runs off the side', async ({ browser }, testInfo) => {
  // 200% zoom of a 1366-pixel screen lays the page out 683 CSS pixels wide, drawn at twice the scale.
  const context = await browser.newContext({
    viewport: { width: DESKTOP.width / 2, height: DESKTOP.height / 2 },
    deviceScaleFactor: 2,
    locale: 'de-DE',
  });
  await context.addInitScript(() => localStorage.setItem('clearwell.language', 'en'));
  const page = await context.newPage();
  try {
    await page.goto('/get-help');
    await expect(card(page).getByRole('link', { name: 'Call 0800 111 0 222' })).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('get-help-200-percent.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

test('an admin edit to a crisis line shows up for patients at once', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(90_000);
  const token = await signInAdmin(page, request);
  const patientContext = await browser.newContext({ ...PHONE_CONTEXT, locale: 'en-NZ' });
  const patientPage = await patientContext.newPage();
  try {
    await page.setViewportSize(DESKTOP);
    await page.goto('/admin/safety-resources');
    await page.getByRole('button', { name: 'Add a line' }).click();
    const form = page.getByRole('form', { name: 'Add a crisis line' });
    await form.getByLabel('Country', { exact: true }).selectOption('NZ');
    await form.getByLabel('Name').fill('Lifeline Aotearoa');
    await form.getByLabel('Phone').fill('0800 543 354');
    await form.getByLabel('Website').fill('http://www.lifeline.org.nz');
    await form.getByRole('button', { name: 'Add line' }).click();
    await expect(form.getByText('Use a full https:// link')).toBeVisible();
    await form.getByLabel('Website').fill('https://www.lifeline.org.nz');
    await form.getByLabel('Hours', { exact: true }).fill('24 hours, every day');
    await form.getByRole('button', { name: 'Add line' }).click();
    const nz = page.getByRole('region', { name: 'New Zealand (NZ)' });
    await expect(nz.getByText('Lifeline Aotearoa', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-safety-resources-desktop.png'), fullPage: true });

    await test.step('the patient sees the new line', async () => {
      await patientPage.goto('/get-help');
      await expect(card(patientPage).getByRole('link', { name: 'Call 0800 543 354' })).toBeVisible();
    });

    await nz.getByRole('button', { name: 'Edit Lifeline Aotearoa' }).click();
    const edit = page.getByRole('form', { name: 'Edit crisis line' });
    await edit.getByLabel('Name').fill('Lifeline Aotearoa (free)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(nz.getByText('Lifeline Aotearoa (free)', { exact: true })).toBeVisible();

    // Within the app, without a reload: away and back through the header.
    await card(patientPage).getByRole('link', { name: 'Home' }).click();
    await expect(patientPage).toHaveURL(/\/$/);
    await patientPage.getByRole('banner').getByRole('link', { name: 'Get help now' }).click();
    await expect(card(patientPage).getByText('Lifeline Aotearoa (free)', { exact: true })).toBeVisible();

    const audit = await request.get('/api/admin/audit-log?action=safety_resource.update', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await audit.json()).data.items[0].details).toMatchObject({
      name: 'Lifeline Aotearoa (free)',
      country: 'NZ',
    });
  } finally {
    await patientContext.close();
    const all = await request.get('/api/admin/safety-resources', { headers: { authorization: `Bearer ${token}` } });
    for (const line of (await all.json()).data.filter((l: { country: string }) => l.country === 'NZ')) {
      await request.delete(`/api/admin/safety-resources/${line.id}`, { headers: { authorization: `Bearer ${token}` } });
    }
  }
});

/** The same card on a laptop screen, for a look. */
async function desktopLook(browser: Browser, patient: Awaited<ReturnType<typeof createSignedInPatient>>, path: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  try {
    await signInBrowser(page, patient);
    await toFirstTextStep(page);
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Ich will nicht mehr leben');
    await expect(card(page)).toBeVisible();
    expect(await screenProblems(page)).toEqual([]);
    await page.screenshot({ path, fullPage: true });
  } finally {
    await context.close();
  }
}
