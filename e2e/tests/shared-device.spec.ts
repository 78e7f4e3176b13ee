import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createSignedInPatient, type SignedInPatient } from '../support/patient';
import { firstTwoSteps, lastSteps, offlineReady } from '../support/session-steps';

/**
 * One phone passed from one patient to the next: whatever the first typed into an unfinished
 * session must be gone, from the screen and from the browser's storage, once they have logged out.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PRIVATE = {
  focus: 'Dread before the custody hearing on Friday',
  sensations: 'A knot behind the ribs whenever Sam calls',
};

async function signInThroughForm(page: Page, patient: SignedInPatient) {
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Through the phone menu, as a person would: the app stays loaded, memory and all. */
async function openFromMenu(page: Page, name: 'Begin' | 'Logout') {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await (name === 'Logout' ? menu.getByRole('button', { name }) : menu.getByRole('link', { name })).click();
}

/** Patient A signs in, starts a session, types private text on two steps and leaves it unfinished. */
async function leaveUnfinishedSession(page: Page, a: SignedInPatient) {
  await page.goto('/login');
  await signInThroughForm(page, a);
  await openFromMenu(page, 'Begin');
  await page.getByRole('radio', { name: 'Emotional issue' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('slider').fill('8');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(PRIVATE.focus);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Describe Sensations' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your answer' }).fill(PRIVATE.sensations);
  // The unfinished session is kept in this browser (a reload would resume it).
  expect(await storedText(page)).toContain(PRIVATE.sensations);
}

/** Everything this origin keeps in Web Storage, as one string to search. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));

/** Patient B, on the same browser after A: a fresh session at step 1, and no trace of A anywhere. */
async function expectNothingOfA(page: Page) {
  await expect(page.getByText('Step 1/10')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Experience' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Emotional issue' })).not.toBeChecked();
  // Step 1 has nothing behind it: A's later steps cannot be reached, so cannot be submitted.
  await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const stored = await storedText(page);
  for (const text of Object.values(PRIVATE)) {
    expect(stored).not.toContain(text);
    await expect(page.getByText(text)).toHaveCount(0);
  }
}

test('after patient A logs out, patient B on the same phone sees nothing of A’s unfinished session', async ({
  page,
  request,
}) => {
  const [a, b] = [await createSignedInPatient(request), await createSignedInPatient(request)];
  await leaveUnfinishedSession(page, a);

  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await openFromMenu(page, 'Logout');
  expect((await (await logout).allHeaders())['clear-site-data']).toBe('"cache", "storage"');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedText(page)).not.toContain(a.email);

  await signInThroughForm(page, b);
  await openFromMenu(page, 'Begin');
  await expectNothingOfA(page);
  await page.screenshot({ path: test.info().outputPath('session-after-b-signs-in.png'), fullPage: true });
  await page.reload();
  await expectNothingOfA(page);
});

test('the phone forgets A’s session even when the logout call never reaches the server', async ({ page, request }) => {
  const [a, b] = [await createSignedInPatient(request), await createSignedInPatient(request)];
  await leaveUnfinishedSession(page, a);

  // Offline at that moment: no answer, so no Clear-Site-Data from the server either.
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await openFromMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.unroute('**/api/auth/logout');

  await signInThroughForm(page, b);
  await openFromMenu(page, 'Begin');
  await expectNothingOfA(page);
});

/** The finished sessions this browser keeps, whoever they belong to. */
const keptOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('clearwell-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('submissions')) return resolve(0);
          const count = db.transaction('submissions').objectStore('submissions').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

async function journalLength(request: APIRequestContext, patient: SignedInPatient) {
  const signin = await request.post('/api/auth/signin', { data: { email: patient.email, password: patient.password } });
  const token = (await signin.json()).data.token as string;
  const res = await request.get('/api/journal', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()).data as { sessions: unknown[] }[]).flatMap((d) => d.sessions).length;
}

test('a session A kept offline is never sent as B’s when A’s sign-in ran out and B signs in on the phone', async ({
  page,
  context,
  request,
}) => {
  const [a, b] = [await createSignedInPatient(request), await createSignedInPatient(request)];
  await page.goto('/login');
  await signInThroughForm(page, a);
  await offlineReady(page);
  await context.setOffline(true);
  await page.goto('/begin-session');
  await firstTwoSteps(page);
  await lastSteps(page);
  await expect(page.getByTestId('saved-on-device')).toBeVisible({ timeout: 5_000 });
  expect(await keptOnDevice(page)).toBe(1);

  // A's sign-in ends elsewhere while the phone is offline; back online, the phone asks to sign in.
  const token = await page.evaluate(() => localStorage.getItem('clearwell.token'));
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await context.setOffline(false);
  await page.goto('/journal');
  // Either this page's own check finds the sign-in gone (`?session=expired`), or the kept
  // session's sending, started as the connection came back, found it first and cleared the
  // device just before this page loaded: then it is a plain sign-in page. Both ask A to sign in.
  await expect(page).toHaveURL(/\/login(\?session=expired)?$/, { timeout: 15_000 });
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await keptOnDevice(page)).toBe(1);

  // B signs in on the same phone and opens the journal (where the sign-in leads depends on which
  // of the two above asked first).
  await page.getByLabel('Email').fill(b.email);
  await page.getByLabel('Password', { exact: true }).fill(b.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/journal$/);
  await expect.poll(() => keptOnDevice(page)).toBe(0);
  await page.reload();
  await expect(page.getByTestId('pending-entry')).toHaveCount(0);
  expect(await journalLength(request, b)).toBe(0);
  expect(await journalLength(request, a)).toBe(0);
});
