import { expect, test } from '@playwright/test';
import { createSignedInPatient, signInBrowser, storeSessionViaApi } from '../support/patient';
import { screenProblems } from '../support/screen-check';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

/** One word of 3,000 letters, as a paste of a link or a key held down would give. */
const LONG_WORD = 'unbroken'.repeat(375);

test.use(PHONE_CONTEXT);

for (const language of ['en', 'de'] as const) {
  test(`a 3,000-letter word wraps in the journal at 390 px and on a laptop (${language})`, async ({
    page,
    request,
  }) => {
    const patient = await createSignedInPatient(request);
    const settings = await request.put('/api/settings', {
      headers: { authorization: `Bearer ${patient.token}` },
      data: { language },
    });
    expect(settings.status()).toBe(200);
    await storeSessionViaApi(request, patient, `Before ${LONG_WORD} after`, 6, 2);
    await signInBrowser(page, patient);
    await page.goto('/journal');
    const entry = page.getByTestId('journal-entry');
    await expect(entry).toContainText('unbrokenunbroken');
    expect((await entry.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect.soft(await screenProblems(page), 'journal at 390 px').toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`journal-long-text-390x844-${language}.png`) });
    await page.setViewportSize(DESKTOP);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await page.screenshot({ path: test.info().outputPath(`journal-long-text-desktop-${language}.png`) });
  });
}
