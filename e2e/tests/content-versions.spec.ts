import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { collectConsoleErrors } from '../support/console';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';
import { screenProblems, screenshot } from '../support/screen-check';
import { DESKTOP, PHONE, PHONE_CONTEXT } from '../support/viewports';

test.describe.configure({ mode: 'serial' });

const NEW_DESCRIPTION = 'Choose the one that feels most present right now.';
const OLD_DESCRIPTION = 'Pick what you would like to work on today.';

/** One real session through the patient API, cleared or not, on whatever version is live. */
async function storeSession(request: APIRequestContext, patient: SignedInPatient, cleared: boolean) {
  const headers = { authorization: `Bearer ${patient.token}` };
  const steps: { id: string; title: string }[] = (await (await request.get('/api/session-steps', { headers })).json())
    .data;
  const id = (title: string) => steps.find((s) => s.title === title)!.id;
  const res = await request.post('/api/problem', {
    headers,
    data: {
      responses: [
        { session_step_id: id('Choose Experience'), response: 'Emotional issue' },
        { session_step_id: id('Rate the Intensity'), response: 7 },
        { session_step_id: id('Sensation State'), response: cleared ? "It's gone" : "It hasn't changed" },
        { session_step_id: id('Feel Now'), response: cleared ? 1 : 6 },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

/** Screenshots at both sizes, once any toast has gone, and what a person would trip over. */
async function look(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, testInfo, `${name}-${size}`);
    expect(await screenProblems(page), `${name} at ${size}`).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

test('an admin edits a step, previews it, restores the earlier version and sees the outcomes per version', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  const patient = await createSignedInPatient(request);
  await storeSession(request, patient, true);

  // Edit the first step's description in Manage Steps.
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Manage Steps' }).click();
  await page.getByRole('button', { name: 'Edit Choose Experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Step' });
  await dialog.getByLabel('Description').fill(NEW_DESCRIPTION);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Step updated successfully')).toBeVisible();
  await storeSession(request, patient, false);

  // The history names the change; the version shows the description before and after.
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Content History' }).click();
  const newest = page.getByRole('list', { name: 'Versions' }).getByRole('listitem').first();
  await expect(newest).toContainText("Updated step 'Choose Experience'");
  await expect(newest).toContainText('Live');
  await look(page, testInfo, 'history');
  await newest.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /Version 2/ })).toBeVisible();
  await expect(page.getByText("Changed the description of 'Choose Experience'")).toBeVisible();
  await expect(page.getByText(OLD_DESCRIPTION)).toBeVisible();
  await look(page, testInfo, 'version');

  // Preview the edited version as a patient would: the new wording, and a step further.
  await page.getByRole('link', { name: 'Preview this version' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Experience' })).toBeVisible();
  await expect(page.getByText(NEW_DESCRIPTION)).toBeVisible();
  await page.getByRole('radio', { name: 'Emotional issue' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Rate the Intensity' })).toBeVisible();
  await look(page, testInfo, 'preview');
  // The first version, walked from the same screen, still has the old wording.
  await page.getByLabel('Version').selectOption({ label: 'Version 1 — Initial content' });
  await expect(page.getByText(OLD_DESCRIPTION)).toBeVisible();

  // Restore version 1 after confirming: live at once, as version 3.
  await page.goto('/admin/content/history');
  await page
    .getByRole('list', { name: 'Versions' })
    .getByRole('link', { name: /Version 1/ })
    .click();
  await page.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(confirm).toBeVisible();
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, testInfo, `restore-dialog-${size}`);
  }
  await page.setViewportSize(DESKTOP);
  await confirm.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version 1 is live again, saved as version 3.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Version 3/ })).toContainText('Live');
  await expect(page.getByText('Restored version 1')).toBeVisible();
  const live = await (
    await request.get('/api/session-steps', { headers: { authorization: `Bearer ${patient.token}` } })
  ).json();
  expect(live.data[0].description).toBe(OLD_DESCRIPTION);

  // Outcomes: one row per version with sessions, and a plain word on how little they rest on.
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Outcomes' }).click();
  const table = page.getByRole('table', { name: 'Outcomes per version' });
  await expect(table.getByRole('row', { name: /Version 1/ })).toContainText('100%');
  await expect(table.getByRole('row', { name: /Version 2/ })).toContainText('0%');
  await expect(page.getByText('Too few sessions to tell.')).toBeVisible();
  await look(page, testInfo, 'outcomes');
  expect(errors).toEqual([]);
});

/** Walks the live session in the browser, answering each step, until the step with `key` shows. */
async function walkTo(page: Page, steps: { key: string; title: string; type: string[] }[], key: string) {
  for (const step of steps) {
    await expect(page.getByRole('heading', { level: 1, name: step.title })).toBeVisible();
    if (step.key === key) return;
    if (step.type.includes('options')) await page.getByRole('radio', { name: 'Physical pain' }).check();
    else if (step.type.includes('slider')) await page.getByRole('slider').fill('7');
    else if (step.type.includes('text')) await page.getByRole('textbox', { name: 'Your answer' }).fill('Tight');
    await page.getByRole('button', { name: 'Next' }).click();
  }
}

test("an admin relabels It's gone: the form refuses a reorder and says why, the relabelled choice still leads to Feel Now and counts as cleared", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize(DESKTOP);
  const token = await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Manage Steps' }).click();
  await page.getByRole('button', { name: 'Edit Sensation State' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Step' });
  await expect(dialog.getByText(/On this step the first choice leads to Feel Now/)).toBeVisible();

  // Swapping the first two is refused before anything is sent, with the reason beside the options.
  await dialog.getByLabel('Option 1', { exact: true }).fill("It hasn't changed");
  await dialog.getByLabel('Option 2', { exact: true }).fill("It's gone");
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(
    'A choice that carries these rules was removed or moved. Put the first 3 back in their order; to change one, relabel it.',
  );
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // The reason beside the options, and the rule above them as far as the screen shows it.
    await dialog.getByText(/On this step the first choice/).scrollIntoViewIfNeeded();
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`rule-choices-refused-${size}.png`) });
  }
  await page.setViewportSize(DESKTOP);

  // A relabel is taken.
  await dialog.getByLabel('Option 1', { exact: true }).fill('All clear');
  await dialog.getByLabel('Option 2', { exact: true }).fill("It hasn't changed");
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Step updated successfully')).toBeVisible();

  // A patient on a phone picks the relabelled first choice and goes straight to Feel Now.
  const patient = await createSignedInPatient(request);
  const headers = { authorization: `Bearer ${patient.token}` };
  const steps = (await (await request.get('/api/session-steps', { headers })).json()).data as {
    key: string;
    title: string;
    type: string[];
  }[];
  const phone = await browser.newContext(PHONE_CONTEXT);
  const patientPage = await phone.newPage();
  await signInBrowser(patientPage, patient);
  await patientPage.goto('/begin-session');
  await walkTo(patientPage, steps, 'sensation_state');
  await patientPage.getByRole('radio', { name: 'All clear' }).check();
  await patientPage.getByRole('button', { name: 'Next' }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Feel Now' })).toBeVisible();
  await patientPage.getByRole('slider').fill('1');
  await patientPage.getByRole('button', { name: 'Finish' }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await phone.close();

  // The outcomes count it as cleared on the version that relabelled it.
  const versions = await request.get('/api/admin/content-versions?limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const relabelled = (await versions.json()).data.items[0].number as number;
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Outcomes' }).click();
  const table = page.getByRole('table', { name: 'Outcomes per version' });
  await expect(table.getByRole('row', { name: new RegExp(`Version ${relabelled}\\b`) })).toContainText('100%');
  expect(errors).toEqual([]);
});
