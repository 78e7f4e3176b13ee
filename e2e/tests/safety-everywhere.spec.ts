import { expect, request as requestFactory, test, type APIRequestContext, type Page } from '@playwright/test';
import { startThrowawayServer, type ThrowawayServer } from '../../scripts/lib/server-process.mjs';
import { signInAdmin } from '../support/admin-session';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';
import { screenProblems } from '../support/screen-check';
import { DESKTOP, PHONE, PHONE_CONTEXT } from '../support/viewports';

/**
 * The safety net where a person in distress meets it outside a session: "Get help now" with no
 * connection, and a check-in whose note speaks of ending one's life. On a server of its own
 * whose first check-in falls due two seconds after a session.
 */
let server: ThrowawayServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startThrowawayServer({ FOLLOW_UP_SCHEDULE: '2s' });
  api = await requestFactory.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});
test.use(PHONE_CONTEXT);

const CARD = 'You don’t have to go through this alone';
const card = (page: Page) => page.getByRole('region', { name: CARD });
const auth = (patient: SignedInPatient) => ({ authorization: `Bearer ${patient.token}` });

/** Screenshots at the phone size and the desktop size, for a person to look at. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-390x844.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-1366x900.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test('"Get help now" shows the lines last shown for the patient\'s country without a connection', async ({
  page,
  context,
}) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  expect((await api.put('/api/settings', { headers: auth(patient), data: { country: 'GB' } })).status()).toBe(200);
  await signInBrowser(page, patient);
  await page.goto(`${server.url}/get-help`);
  await expect(card(page).getByRole('link', { name: 'Call 116 123' })).toBeVisible();
  await screenshots(page, 'get-help-online');
  // The service worker serves the app once it has taken the page over.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.goto(`${server.url}/dashboard`);
  await page.getByRole('link', { name: 'Get help now' }).first().click();
  await expect(card(page).getByRole('link', { name: 'Call 116 123' })).toBeVisible({ timeout: 5000 });
  await expect(card(page).getByText('Samaritans', { exact: true })).toBeVisible();
  await expect(card(page).getByText('Lines in United Kingdom')).toBeVisible();
  await expect(page.getByText('Finding the lines near you…')).toHaveCount(0);
  expect(await screenProblems(page)).toEqual([]);
  await screenshots(page, 'get-help-offline');

  // Opened afresh with no connection, and for somewhere never shown: the default list.
  await page.reload();
  await expect(card(page).getByRole('link', { name: 'Call 116 123' })).toBeVisible({ timeout: 5000 });
  await card(page).getByLabel('Somewhere else? Show lines for').selectOption('FR');
  await expect(card(page).getByText('Help wherever you are')).toBeVisible({ timeout: 5000 });
  await expect(card(page).getByRole('link', { name: /Visit findahelpline\.com/ })).toBeVisible();
  await context.setOffline(false);
});

test('a check-in answered with crisis words shows the lines while typing and after saving', async ({ page }) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  expect((await api.put('/api/settings', { headers: auth(patient), data: { country: 'US' } })).status()).toBe(200);
  const steps = (await (await api.get('/api/session-steps', { headers: auth(patient) })).json()).data as {
    id: string;
    title: string;
  }[];
  const step = (title: string) => steps.find((s) => s.title === title)!.id;
  const stored = await api.post('/api/problem', {
    headers: auth(patient),
    data: {
      responses: [
        { session_step_id: step('Choose Experience'), response: 'Emotional issue' },
        { session_step_id: step('Rate the Intensity'), response: 8 },
        { session_step_id: step('Describe Sensations'), response: 'A heavy weight' },
        { session_step_id: step('Feel Now'), response: 3 },
      ],
    },
  });
  expect(stored.status()).toBe(201);
  let id = '';
  await expect(async () => {
    const due = (await (await api.get('/api/check-ins', { headers: auth(patient) })).json()).data.due;
    expect(due).toHaveLength(1);
    id = due[0].id;
  }).toPass({ timeout: 20_000 });

  await signInBrowser(page, patient);
  await page.goto(`${server.url}/check-ins/${id}`);
  const form = page.getByTestId('check-in-card');
  await form.getByText('10', { exact: true }).tap();
  await expect(card(page)).toHaveCount(0);
  await form.getByLabel('A note, if you like').pressSequentially('I want to kill myself', { delay: 10 });
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await form.getByRole('button', { name: 'Done' }).tap();
  await expect(page.getByText('Thank you. Your answer is in your journal.')).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Call 988' })).toBeVisible();
  expect(await screenProblems(page)).toEqual([]);
  await screenshots(page, 'check-in-safety-card');
});

test('"Get help now" in German names the emergency number and gives the lines in German', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE_CONTEXT, locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto(`${server.url}/get-help`);
  const karte = page.getByRole('region', { name: 'Du musst da nicht allein durch' });
  await expect(karte.getByText('Hilfsangebote in Deutschland')).toBeVisible();
  await expect(karte.getByRole('link', { name: '0800 111 0 111 anrufen' })).toBeVisible();
  await expect(karte.getByText('Wenn du gerade in Gefahr bist, ruf die 112 an.')).toBeVisible();
  await expect(karte.getByRole('link', { name: '112 anrufen', exact: true })).toHaveAttribute('href', 'tel:112');
  await expect(karte.getByText('Erreichbar: Rund um die Uhr').first()).toBeVisible();
  expect(await screenProblems(page)).toEqual([]);
  await screenshots(page, 'get-help-german');

  // Lines of a country written in another language are marked with it.
  await karte.getByLabel('Woanders? Hilfsangebote zeigen für').selectOption('ES');
  await expect(karte.getByText('Línea 024', { exact: true })).toBeVisible();
  await expect(karte.getByText('Erreichbar: Rund um die Uhr, jeden Tag')).toBeVisible();
  await context.close();
});

test("the admin form for a crisis line: its language, its texts in the app's languages, the emergency number", async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/safety-resources');
  const de = page.getByRole('region', { name: 'Germany (DE)' });
  await expect(de.getByText('Emergency number')).toBeVisible();
  await de.getByRole('button', { name: 'Edit TelefonSeelsorge', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit crisis line' });
  await expect(form.getByLabel('Language of hours and description')).toHaveValue('de');
  await expect(form.getByLabel('Hours in English')).toHaveValue('Around the clock');
  await expect(form.getByLabel('Hours in German')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('admin-safety-form-1366x900.png') });
  await form.getByRole('checkbox').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('admin-safety-form-end-1366x900.png') });
  await page.setViewportSize(PHONE);
  await form.getByLabel('Hours in English').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('admin-safety-form-390x844.png') });
});
