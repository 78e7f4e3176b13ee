import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';

const TOTAL = 10;

async function expectNoSeriousAxeFindings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function startSession(page: Page, request: APIRequestContext): Promise<SignedInPatient> {
  const patient = await createSignedInPatient(request);
  await signInBrowser(page, patient);
  await page.goto('/begin-session');
  await expect(page.getByText(`Step 1/${TOTAL}`)).toBeVisible();
  return patient;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

async function text(page: Page, title: string, answer: string) {
  await heading(page, title);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await next(page);
}
async function choose(page: Page, title: string, choice: string) {
  await heading(page, title);
  await page.getByRole('radio', { name: choice }).check();
  await next(page);
}
async function slide(page: Page, title: string, value: number) {
  await heading(page, title);
  await page.getByRole('slider').fill(String(value));
}

/** Steps 1 to 6 of the seeded session, up to Sensation State. */
async function opening(page: Page, what: string, before: number) {
  await choose(page, 'Choose Experience', 'Physical pain');
  await slide(page, 'Rate the Intensity', before);
  await next(page);
  await text(page, 'Focus and Feel It', what);
  await text(page, 'Describe Sensations', 'Warm, heavy, the size of a fist');
  await text(page, 'Find the Source', 'Deep under the shoulder blade');
  await text(page, 'Experience It Fully', 'It grew, then loosened');
  await heading(page, 'Sensation State');
  await expect(page.getByText(`Step 7/${TOTAL}`)).toBeVisible();
}

async function finish(page: Page, after: number) {
  await slide(page, 'Feel Now', after);
  await expect(page.getByText(`Step Completed ${TOTAL}/${TOTAL}`)).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);
}

async function journalOf(request: APIRequestContext, patient: SignedInPatient) {
  const res = await request.get('/api/journal', { headers: { authorization: `Bearer ${patient.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.flatMap((d: { sessions: unknown[] }) => d.sessions) as {
    experience: string;
    text_responses: { step_title: string; response: string }[];
    intensity_responses: { response: number }[];
  }[];
}

const titles = (s: { text_responses: { step_title: string }[] }) => [
  ...new Set(s.text_responses.map((r) => r.step_title)),
];

test("It's gone: straight to Feel Now, then the Feedback screen and the journal", async ({ page, request }) => {
  const patient = await startSession(page, request);
  await opening(page, 'Ache in my lower back', 7);
  await page.getByRole('radio', { name: "It's gone" }).check();
  await next(page);
  await finish(page, 2);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'I just cleared a physical pain using Clearwell.',
  );

  const [session] = await journalOf(request, patient);
  expect(session!.experience).toBe('Physical pain');
  expect(session!.intensity_responses.map((r) => r.response)).toEqual([7, 2]);
  expect(titles(session!)).toEqual([
    'Focus and Feel It',
    'Describe Sensations',
    'Find the Source',
    'Experience It Fully',
    'Sensation State',
  ]);

  await page.goto('/journal');
  const entry = page.getByTestId('journal-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Physical pain');
  await expect(entry).toContainText('Ache in my lower back');
  await expect(entry).toContainText('7 → 2');
  await expect(page.getByText('Intensity over time')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
});

test("It hasn't changed, Another Round, then It's gone", async ({ page, request }) => {
  const patient = await startSession(page, request);
  await opening(page, 'Tension headache', 8);
  await page.getByRole('radio', { name: "It hasn't changed" }).check();
  await next(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Another Round' }).click();
  await heading(page, 'Describe Sensations');
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  await text(page, 'Describe Sensations', 'A thin band around the forehead');
  await text(page, 'Find the Source', 'Behind the eyes');
  await text(page, 'Experience It Fully', 'It faded slowly');
  await choose(page, 'Sensation State', "It's gone");
  await finish(page, 1);

  const [session] = await journalOf(request, patient);
  const answers = session!.text_responses.map((r) => r.response);
  expect(answers).toContain('A thin band around the forehead');
  expect(answers).not.toContain('Warm, heavy, the size of a fist');
  expect(answers).not.toContain("It hasn't changed");
  expect(session!.intensity_responses.map((r) => r.response)).toEqual([8, 1]);
});

test("It's changed, Final Steps, then Process Again No", async ({ page, request }) => {
  const patient = await startSession(page, request);
  await opening(page, 'Knot in my stomach', 6);
  await page.getByRole('radio', { name: "It's changed" }).check();
  await next(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Final Steps' }).click();
  await text(page, 'Message', 'Slow down and rest');
  await choose(page, 'Process Again', 'No');
  await finish(page, 3);

  const [session] = await journalOf(request, patient);
  expect(session!.text_responses.map((r) => r.response)).toEqual(
    expect.arrayContaining(["It's changed", 'Slow down and rest', 'No']),
  );
  expect(session!.intensity_responses.map((r) => r.response)).toEqual([6, 3]);
});

test('Process Again Yes saves the session and starts a fresh one', async ({ page, request }) => {
  const patient = await startSession(page, request);
  await opening(page, 'Sore knee', 5);
  await page.getByRole('radio', { name: "It's changed" }).check();
  await next(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Final Steps' }).click();
  await text(page, 'Message', 'Be patient with it');
  await choose(page, 'Process Again', 'Yes');
  await expect(page.getByText(`Step 1/${TOTAL}`)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Physical pain' })).not.toBeChecked();

  const sessions = await journalOf(request, patient);
  expect(sessions).toHaveLength(1);
  expect(sessions[0]!.text_responses.at(-1)!.response).toBe('Yes');
  expect(sessions[0]!.intensity_responses.map((r) => r.response)).toEqual([5]);

  await page.goto('/journal');
  await expect(page.getByTestId('journal-entry')).toContainText('Sore knee');
  await expect(page.getByTestId('journal-entry')).toContainText('5 → –');
});

test('a reload in the middle of a session resumes where the patient was', async ({ page, request }) => {
  await startSession(page, request);
  await choose(page, 'Choose Experience', 'Emotional issue');
  await slide(page, 'Rate the Intensity', 9);
  await next(page);
  await heading(page, 'Focus and Feel It');
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Dread before Monday');
  await page.reload();
  await heading(page, 'Focus and Feel It');
  await expect(page.getByText(`Step 3/${TOTAL}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Dread before Monday');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('slider')).toHaveValue('9');
});

test('a patient who has not accepted the conditions is sent to them', async ({ page, request }) => {
  const patient = await createSignedInPatient(request, { acceptAgreement: false });
  await signInBrowser(page, patient);
  await page.goto('/begin-session');
  await expect(page.getByText('You must accept the conditions of use before starting a session')).toBeVisible();
  await expect(page).toHaveURL(/\/conditions-of-use$/);
});

test("on a phone, the browser's back button goes a step back and keeps the session", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await startSession(page, request);
  await choose(page, 'Choose Experience', 'Physical pain');
  await slide(page, 'Rate the Intensity', 6);
  await next(page);
  await text(page, 'Focus and Feel It', 'A dull ache');
  await heading(page, 'Describe Sensations');

  await page.goBack();
  await heading(page, 'Focus and Feel It');
  await expect(page).toHaveURL(/\/begin-session$/);
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('A dull ache');
  await page.goBack();
  await heading(page, 'Rate the Intensity');
  await page.getByRole('button', { name: 'Back' }).click();
  await heading(page, 'Choose Experience');
  await expect(page.getByRole('radio', { name: 'Physical pain' })).toBeChecked();
  // From the first step, back leaves the session as a person would expect.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/begin-session$/);
});
