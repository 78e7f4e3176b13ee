import {
  expect,
  request as requestFactory,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { startThrowawayServer, type ThrowawayServer } from '../../scripts/lib/server-process.mjs';
import { waitForMailLink } from '../support/outbox';
import { createSignedInPatient, signInBrowser, type SignedInPatient } from '../support/patient';
import { screenProblems, screenshot } from '../support/screen-check';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

/**
 * Check-ins end to end, on a server of its own whose first check-in falls due two seconds after a
 * session (FOLLOW_UP_SCHEDULE=2s,7d): the dashboard shows it once due, it is answered in a few
 * taps, and the journal shows the answer beside the session's before and after.
 */
let server: ThrowawayServer;
let api: APIRequestContext;
test.beforeAll(async () => {
  server = await startThrowawayServer({ FOLLOW_UP_SCHEDULE: '2s,7d' });
  api = await requestFactory.newContext({ baseURL: server.url });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** Stores a finished session through the API, as the session screens do. */
async function storeSession(patient: SignedInPatient, text: string, before: number, after: number) {
  const auth = { authorization: `Bearer ${patient.token}` };
  const steps = (await (await api.get('/api/session-steps', { headers: auth })).json()).data as {
    id: string;
    title: string;
  }[];
  const id = (title: string) => steps.find((s) => s.title === title)!.id;
  const res = await api.post('/api/problem', {
    headers: auth,
    data: {
      responses: [
        { session_step_id: id('Choose Experience'), response: 'Physical pain' },
        { session_step_id: id('Rate the Intensity'), response: before },
        { session_step_id: id('Describe Sensations'), response: text },
        { session_step_id: id('Feel Now'), response: after },
      ],
    },
  });
  expect(res.status()).toBe(201);
}

/** Reloads the dashboard until `count` check-in cards are there (they fall due two seconds after the session). */
async function waitForDueCards(page: Page, count: number) {
  await expect(async () => {
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByTestId('check-in-card')).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

async function newPage(browser: Browser, patient: SignedInPatient, phone: boolean) {
  const context = await browser.newContext(phone ? PHONE_CONTEXT : { viewport: DESKTOP });
  const page = await context.newPage();
  await signInBrowser(page, patient);
  return page;
}

test('a check-in falls due on the dashboard, is answered at phone size, and shows in the journal', async ({
  browser,
}, testInfo) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  await storeSession(patient, 'Tightness in my chest', 8, 2);
  await storeSession(patient, 'A knot in my stomach', 6, 1);

  const phone = await newPage(browser, patient, true);
  // Two due make one calm card below "Begin a session", leading to their list.
  const waiting = phone.getByRole('link', { name: /2 check-ins are waiting/ });
  await expect(async () => {
    await phone.goto(`${server.url}/dashboard`);
    await expect(waiting).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(phone.getByTestId('check-in-card')).toHaveCount(0);
  expect((await phone.getByText('Begin a session').boundingBox())!.y).toBeLessThan((await waiting.boundingBox())!.y);
  await screenshot(phone, testInfo, 'phone-dashboard-check-ins-waiting');
  await waiting.tap();
  await expect(phone).toHaveURL(/\/check-ins$/);
  await expect(phone.getByTestId('check-in-card')).toHaveCount(2);
  const [first] = await phone.getByTestId('check-in-card').all();
  await expect(first!).toContainText('you worked on: Tightness in my chest. How strong is it now?');
  await expect(first!.getByRole('heading', { name: 'Is it still gone?' })).toBeVisible();
  await screenshot(phone, testInfo, 'phone-check-ins-list');
  expect.soft(await screenProblems(phone), 'dashboard at phone size').toEqual([]);

  await first!.getByText('3', { exact: true }).tap();
  await first!.getByLabel('A note, if you like').fill('Only a little left');
  await first!.getByRole('button', { name: 'Done' }).tap();
  await expect(phone.getByText('Thank you. Your answer is in your journal.')).toBeVisible();

  // The other one, on a laptop.
  const desktop = await newPage(browser, patient, false);
  await waitForDueCards(desktop, 1);
  await screenshot(desktop, testInfo, 'desktop-dashboard-check-in');
  expect.soft(await screenProblems(desktop), 'dashboard at desktop size').toEqual([]);
  const card = desktop.getByTestId('check-in-card');
  await card.getByText('0', { exact: true }).click();
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(desktop.getByText('Thank you. Your answer is in your journal.')).toBeVisible();

  for (const [label, page] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.goto(`${server.url}/journal`);
    const chest = page.getByTestId('journal-entry').filter({ hasText: 'Tightness in my chest' });
    await expect(chest).toContainText('8 → 2');
    await expect(chest.getByRole('list', { name: 'Check-ins after this session' })).toContainText('2 seconds later: 3');
    await expect(chest).toContainText('“Only a little left”');
    await expect(chest).toContainText('1 week later: on');
    await expect(page.getByTestId('journal-entry').filter({ hasText: 'A knot in my stomach' })).toContainText(
      '2 seconds later: 0',
    );
    await screenshot(page, testInfo, `${label}-journal-check-ins`);
    expect.soft(await screenProblems(page), `journal at ${label} size`).toEqual([]);
  }
  await expect(phone.getByTestId('check-in-card')).toHaveCount(0);
});

test('a check-in after a session that did not ease asks how it is now, never quotes crisis words, and wraps a long word at 390 px', async ({
  browser,
}, testInfo) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  await storeSession(patient, `Knot ${'unbroken'.repeat(300)}`, 7, 7);
  const phone = await newPage(browser, patient, true);
  await waitForDueCards(phone, 1);
  const card = phone.getByTestId('check-in-card');
  await expect(card.getByRole('heading', { name: 'How is it now?' })).toBeVisible();
  await expect(phone.getByText('Is it still gone?')).toHaveCount(0);
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, testInfo, 'phone-check-in-long-word');

  const other = await createSignedInPatient(api, { dataDir: server.dataDir });
  await storeSession(other, 'I want to end my life', 8, 3);
  const page = await newPage(browser, other, true);
  await waitForDueCards(page, 1);
  await expect(page.getByTestId('check-in-card')).not.toContainText('end my life');
  await expect(page.getByTestId('check-in-card')).toContainText('you worked on: Physical pain.');
});

test("the mail's link opens the check-in, through sign-in when signed out", async ({ browser }) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  expect(
    (
      await api.put('/api/settings', {
        headers: { authorization: `Bearer ${patient.token}` },
        data: { check_in_emails: true },
      })
    ).status(),
  ).toBe(200);
  await storeSession(patient, 'Heavy shoulders', 7, 3);
  const link = await waitForMailLink(patient.email, /how is it/, 20_000, server.dataDir, /^\/check-ins\//);
  expect(link).toMatch(/\/check-ins\/[0-9a-f-]{36}$/);

  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: /sign in|log in/i }).tap();
  await expect(page).toHaveURL(link);
  await expect(page.getByTestId('check-in-card')).toContainText('Heavy shoulders');
});

test("the mail's one-click unsubscribe address, opened in a browser, shows the page that stops the mails", async ({
  browser,
}, testInfo) => {
  const patient = await createSignedInPatient(api, { dataDir: server.dataDir });
  const auth = { authorization: `Bearer ${patient.token}` };
  expect((await api.put('/api/settings', { headers: auth, data: { check_in_emails: true } })).status()).toBe(200);
  await storeSession(patient, 'Tight jaw', 6, 2);
  const oneClick = await waitForMailLink(
    patient.email,
    /how is it/,
    20_000,
    server.dataDir,
    /^\/api\/check-ins\/unsubscribe\//,
  );

  for (const phone of [false, true]) {
    const context = await browser.newContext(phone ? PHONE_CONTEXT : { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(oneClick);
    await expect(page).toHaveURL(/\/unsubscribe#/);
    await expect(page.getByRole('heading', { name: 'Check-in e-mails' })).toBeVisible();
    await screenshot(page, testInfo, `${phone ? 'phone' : 'desktop'}-unsubscribe-from-mail`);
    expect.soft(await screenProblems(page), 'unsubscribe page').toEqual([]);
    if (phone) {
      await page.getByRole('button', { name: 'Stop check-in e-mails' }).tap();
      await expect(page.getByRole('status')).toHaveText(
        'You will no longer get check-in e-mails. You can turn them on again in Settings.',
      );
    }
    await context.close();
  }
  const settings = (await (await api.get('/api/settings', { headers: auth })).json()).data;
  expect(settings.check_in_emails).toBe(false);
});
