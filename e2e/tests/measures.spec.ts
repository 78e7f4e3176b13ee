import { readFileSync } from 'node:fs';
import { expect, request as requestFactory, test, type APIRequestContext, type Page } from '@playwright/test';
import { startThrowawayServer, type ThrowawayServer } from '../../scripts/lib/server-process.mjs';
import { createSignedInPatient, signInBrowser } from '../support/patient';
import { screenProblems, screenshot } from '../support/screen-check';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

/**
 * PHQ-9 and GAD-7 end to end, on a server of its own where a questionnaire is due again three
 * seconds after the last (MEASURE_INTERVAL=3s): offered on the dashboard, answered one question
 * per screen at phone size, the change shown the second time, item 9 opening the crisis lines,
 * the scores in the journal and the FHIR record downloaded from Settings.
 */
let server: ThrowawayServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startThrowawayServer({ MEASURE_INTERVAL: '3s' });
  api = await requestFactory.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Answers every question of the open questionnaire with these choices, one tap each. */
async function answer(page: Page, labels: string[]) {
  for (const label of labels) await page.getByRole('radiogroup').getByRole('radio', { name: label }).tap();
}

const SEVERAL = 'Several days';
const NEARLY = 'Nearly every day';
const NOT_AT_ALL = 'Not at all';

test('a questionnaire due on the dashboard is answered at phone size, the change shows the second time, item 9 opens the crisis lines, and the record downloads', async ({
  browser,
}, testInfo) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  const context = await browser.newContext(PHONE_CONTEXT);
  const phone = await context.newPage();
  await signInBrowser(phone, patient);

  await phone.goto(`${server.url}/dashboard`);
  const offer = phone.getByTestId('due-measure');
  await expect(offer).toContainText('A two-minute check on how you have been');
  await expect(offer).toContainText('It is optional');
  await screenshot(phone, testInfo, 'phone-dashboard-measure-due');
  expect.soft(await screenProblems(phone), 'dashboard with a questionnaire due').toEqual([]);
  await offer.tap();
  await expect(phone).toHaveURL(/\/measures\/phq9$/);
  await expect(phone.getByText(/About two minutes: 9 questions/)).toBeVisible();
  await expect(phone.getByText(/Spitzer/)).toBeVisible();
  await phone.getByRole('button', { name: 'Start' }).tap();
  await expect(phone.getByText('Question 1 of 9')).toBeVisible();
  await screenshot(phone, testInfo, 'phone-measure-question');
  expect.soft(await screenProblems(phone), 'a question at phone size').toEqual([]);
  // First time: 18, moderately severe, nothing on item 9.
  await answer(phone, [NEARLY, NEARLY, NEARLY, NEARLY, NEARLY, SEVERAL, SEVERAL, SEVERAL, NOT_AT_ALL]);
  await phone.getByRole('button', { name: 'See my result' }).tap();
  await expect(phone.getByTestId('measure-score')).toHaveText('Your score: 18');
  await expect(phone.getByText('Your answers suggest a lot of low mood over the last two weeks.')).toBeVisible();
  await expect(phone.getByText(/This is your first score/)).toBeVisible();
  await expect(phone.getByRole('link', { name: /Call/ })).toHaveCount(0);
  await screenshot(phone, testInfo, 'phone-measure-first-result');
  expect.soft(await screenProblems(phone), 'first result at phone size').toEqual([]);

  // Due again three seconds later: this time item 9 is answered above 0.
  await expect(async () => {
    await phone.goto(`${server.url}/measures/phq9`);
    await expect(phone.getByRole('button', { name: 'Start' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await phone.getByRole('button', { name: 'Start' }).tap();
  await answer(phone, [SEVERAL, NOT_AT_ALL, NOT_AT_ALL, NOT_AT_ALL, SEVERAL, NOT_AT_ALL, NOT_AT_ALL, NOT_AT_ALL]);
  await expect(phone.getByRole('link', { name: /^Call/ })).toHaveCount(0);
  await answer(phone, [SEVERAL]);
  const card = phone.getByRole('region', { name: 'You don’t have to go through this alone' });
  await expect(card).toBeVisible();
  await screenshot(phone, testInfo, 'phone-measure-item-9-lines');
  await phone.getByRole('button', { name: 'See my result' }).tap();
  await expect(phone.getByTestId('measure-score')).toHaveText('Your score: 3');
  await expect(phone.getByTestId('measure-change')).toContainText(
    'Since your first time, your score has come down from 18 to 3. That is a real change.',
  );
  await expect(card).toBeVisible();
  await screenshot(phone, testInfo, 'phone-measure-second-result');
  expect.soft(await screenProblems(phone), 'second result at phone size').toEqual([]);

  // The journal shows the scores over time; Settings downloads the record in FHIR.
  await phone.goto(`${server.url}/journal`);
  const chart = phone.getByTestId('measure-chart');
  await expect(chart).toContainText('Questionnaire scores over time');
  await expect(chart.locator('ul')).toContainText('PHQ-9 (mood, 0–27) 18');
  await screenshot(phone, testInfo, 'phone-journal-measures');
  await phone.goto(`${server.url}/settings`);
  const downloading = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Download my record (FHIR)' }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clearwell_record_\d{4}-\d{2}-\d{2}\.fhir\.json$/);
  const bundle = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const totals = bundle.entry
    .map((e: { resource: { resourceType: string; valueInteger?: number } }) => e.resource)
    .filter((r: { resourceType: string }) => r.resourceType === 'Observation')
    .map((r: { valueInteger: number }) => r.valueInteger);
  expect(totals).toEqual([18, 3]);
  await context.close();

  // The same result page on a laptop, for the look of it.
  const desktopContext = await browser.newContext({ viewport: DESKTOP });
  const desktop = await desktopContext.newPage();
  await signInBrowser(desktop, patient);
  await desktop.goto(`${server.url}/measures/gad7`);
  await desktop.getByRole('button', { name: 'Start' }).click();
  await expect(desktop.getByText('Question 1 of 7')).toBeVisible();
  await screenshot(desktop, testInfo, 'desktop-measure-question');
  expect.soft(await screenProblems(desktop), 'a question at desktop size').toEqual([]);
  await desktopContext.close();
});
