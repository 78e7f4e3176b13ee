import { expect, test, type APIRequestContext } from '@playwright/test';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';
import { screenProblems } from '../support/screen-check';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

/** One word of 3,000 letters, as a paste of a link or a key held down would give. */
const LONG_WORD = 'unbroken'.repeat(375);

async function storeSession(request: APIRequestContext, patient: SignedInPatient) {
  const auth = { authorization: `Bearer ${patient.token}` };
  const steps = (await (await request.get('/api/session-steps?lang=en', { headers: auth })).json()).data as {
    id: string;
    title: string;
  }[];
  const id = (title: string) => steps.find((s) => s.title === title)!.id;
  const res = await request.post('/api/problem', {
    headers: auth,
    data: {
      responses: [
        { session_step_id: id('Choose Experience'), response: 'Physical pain' },
        { session_step_id: id('Rate the Intensity'), response: 6 },
        { session_step_id: id('Focus and Feel It'), response: `Before ${LONG_WORD} after` },
        { session_step_id: id('Feel Now'), response: 2 },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

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
    await storeSession(request, patient);
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
