import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminSteps, createStepViaApi, signInAsAdmin, tinyPng, type WireStep } from '../support/admin';
import { collectConsoleErrors } from '../support/console';
import { waitForMailLink } from '../support/outbox';

test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const A = `Breathe ${suffix}`;
const B = `Ground ${suffix}`;
const C = `Notice ${suffix}`;

const titlesOf = (steps: WireStep[], only: string[]) => steps.filter((s) => only.includes(s.title)).map((s) => s.title);

/** New steps go last; with more than ten steps they are on the last page. */
async function showLastPage(page: Page) {
  await page.goto('/admin/session/steps');
  await expect(page.getByTestId('step-row').first()).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  while ((await next.count()) && (await next.isEnabled())) {
    await next.click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  }
}

/**
 * Presses ArrowDown during a keyboard drag until the live region announces `announcement`.
 * dnd-kit starts listening for arrow keys one tick after the pick-up, so a key sent at machine
 * speed can arrive first; a person pressing keys never does that.
 */
async function moveDownUntil(page: Page, announcement: string | RegExp) {
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(announcement, { exact: false })).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

async function waitForReorderToSettle(page: Page) {
  await expect(page.getByText('Updating step order...')).toHaveCount(0);
}

test('an admin authors steps: create with an image and a slider, edit, reorder by mouse and keyboard, delete; patients see it', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const token = await signInAsAdmin(page);
  // This spec has a server of its own; it authors a session from an empty list.
  for (const step of await adminSteps(request, token)) {
    const res = await request.delete(`/api/admin/session-step/${step.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
  }
  expect(await adminSteps(request, token)).toEqual([]);

  // Create through the Create New Step screen, with its live preview.
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Session Questions' }).click();
  await expect(page).toHaveURL(/\/admin\/session\/questions$/);
  await page.getByLabel('Title', { exact: true }).fill(A);
  await page.getByLabel('Text content').fill('Take three slow breaths and notice your body.');
  await page.getByLabel('Slider', { exact: true }).check();
  await page.getByLabel('Slider title').fill('How strong is it now?');
  await page.getByLabel('Minimum').fill('1');
  await page.getByLabel('Maximum').fill('5');
  await page.getByLabel('Images').setInputFiles({ name: 'calm.png', mimeType: 'image/png', buffer: tinyPng() });
  const preview = page.getByRole('complementary', { name: 'Patient preview' });
  await expect(preview.getByRole('heading', { name: A })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'calm.png' })).toBeVisible();
  await expect(preview.getByRole('slider')).toHaveAttribute('max', '5');
  await page.getByRole('button', { name: 'Create Step' }).click();
  await expect(page).toHaveURL(/\/admin\/session\/steps$/);
  await expect(page.getByText('Step created successfully')).toBeVisible();

  await createStepViaApi(request, token, B);
  await createStepViaApi(request, token, C);
  expect(titlesOf(await adminSteps(request, token), [A, B, C])).toEqual([A, B, C]);

  // Mouse: drag C by its handle onto A's place.
  await showLastPage(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const handleC = page.getByRole('button', { name: `Reorder step ${C}` });
  const rowA = page.getByTestId('step-row').filter({ hasText: A });
  const from = (await handleC.boundingBox())!;
  const to = (await rowA.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await expect(page.getByText(/Dragging: drop the step at its new place/)).toBeVisible();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 3, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('Updating step order...')).toBeVisible();
  await waitForReorderToSettle(page);
  expect(titlesOf(await adminSteps(request, token), [A, B, C])).toEqual([C, A, B]);

  // Keyboard: Space picks A up, ArrowDown moves it, Space drops it.
  const handleA = page.getByRole('button', { name: `Reorder step ${A}` });
  const positionA = Number(
    await page
      .getByTestId('step-row')
      .filter({ hasText: A })
      .getByLabel(/^Position/)
      .innerText(),
  );
  await handleA.focus();
  await page.keyboard.press('Space');
  // The live region tells when the step is picked up and measured: it is over its own place.
  await expect(page.getByText(`Step ${A} is over position ${positionA}.`)).toBeAttached();
  await expect(page.getByText(/Dragging: drop the step at its new place/)).toBeVisible();
  await moveDownUntil(page, `Step ${A} is over position ${positionA + 1}.`);
  // The list is fetched again 300 ms after a reorder; the next drag starts on the fresh list.
  const refetched = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/api\/admin\/session-step\?/.test(r.url()),
  );
  await page.keyboard.press('Space');
  await waitForReorderToSettle(page);
  await refetched;
  await expect.poll(async () => titlesOf(await adminSteps(request, token), [A, B, C])).toEqual([C, B, A]);

  // Escape cancels a keyboard drag without saving anything.
  await page.getByRole('button', { name: `Reorder step ${C}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Step ${C} is over position 1.`, { exact: false })).toBeAttached();
  await expect(page.getByText(/Dragging: drop the step at its new place/)).toBeVisible();
  await moveDownUntil(page, `Step ${C} is over position 2.`);
  await page.keyboard.press('Escape');
  await expect(page.getByText(`Moving step ${C} was cancelled.`)).toBeAttached();
  await expect(page.getByText(/Dragging: drop the step/)).toHaveCount(0);
  expect(titlesOf(await adminSteps(request, token), [A, B, C])).toEqual([C, B, A]);

  // Edit A in the modal: rename it and change the slider; its image stays.
  await page.getByRole('button', { name: `Edit ${A}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Step' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(A);
  await expect(dialog.getByRole('img', { name: 'calm.png' })).toBeVisible();
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByLabel('Title', { exact: true }).fill(`${A} edited`);
  await dialog.getByLabel('Maximum').fill('7');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Step updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('step-row').filter({ hasText: `${A} edited` })).toBeVisible();

  // Delete B after confirming.
  await page.getByRole('button', { name: `Delete ${B}` }).click();
  await page.getByRole('dialog', { name: 'Delete Step' }).getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Step deleted successfully')).toBeVisible();
  await expect(page.getByTestId('step-row').filter({ hasText: B })).toHaveCount(0);

  const adminView = await adminSteps(request, token);
  expect(adminView.map((s) => s.order)).toEqual(adminView.map((_, i) => i + 1));

  // A patient's session shows the same order and the edited content.
  const email = `patient-${suffix}@example.test`;
  const password = 'gentle-river-path-31';
  expect(
    (
      await request.post('/api/auth/signup', { data: { first_name: 'Robin', email, password, role: 'patient' } })
    ).status(),
  ).toBe(201);
  const verifyLink = new URL(await waitForMailLink(email));
  expect((await request.get(`/api/auth/verify-email?code=${verifyLink.searchParams.get('code')}`)).status()).toBe(200);
  const signin = await request.post('/api/auth/signin', { data: { email, password, role: 'patient' } });
  const patientToken = (await signin.json()).data.token as string;
  const session = await request.get('/api/session-steps', { headers: { authorization: `Bearer ${patientToken}` } });
  const steps = (await session.json()).data as WireStep[];
  expect(steps.map((s) => s.id)).toEqual(adminView.map((s) => s.id));
  expect(titlesOf(steps, [`${A} edited`, B, C])).toEqual([C, `${A} edited`]);
  const edited = steps.find((s) => s.title === `${A} edited`)!;
  expect(edited.type).toEqual(['text', 'slider']);
  expect(edited.options).toMatchObject({ slider_title: 'How strong is it now?', slider_config: { min: 1, max: 7 } });
  expect(edited.media.image.map((m) => m.name)).toEqual(['calm.png']);
  const image = await request.get(edited.media.image[0]!.file);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(errors).toEqual([]);
});

test('a failed reorder is reported and the list is reloaded', async ({ page, request }) => {
  const token = await signInAsAdmin(page);
  const steps = await adminSteps(request, token);
  if (steps.length < 2) await createStepViaApi(request, token, `Extra ${suffix}`);
  await page.route('**/api/admin/session-step/reorder', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"success":false,"error":"INTERNAL_ERROR","message":"Something went wrong"}',
    }),
  );
  await page.goto('/admin/session/steps');
  await expect(page.getByTestId('step-row').nth(1)).toBeVisible();
  const before = await page.getByTestId('step-row').allInnerTexts();
  await page
    .getByTestId('step-row')
    .first()
    .getByRole('button', { name: /^Reorder step/ })
    .focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/is over position 1\.$/)).toBeAttached();
  await expect(page.getByText(/Dragging: drop the step at its new place/)).toBeVisible();
  await moveDownUntil(page, /is over position 2\.$/);
  await page.keyboard.press('Space');
  await expect(page.getByText('Failed to update step order')).toBeVisible();
  await waitForReorderToSettle(page);
  await expect.poll(() => page.getByTestId('step-row').allInnerTexts()).toEqual(before);
});

test('the admin shell: titles by path, a 250 px sidebar, and the user menu', async ({ page }) => {
  await signInAsAdmin(page);
  const sidebar = page.getByTestId('admin-sidebar');
  expect((await sidebar.boundingBox())!.width).toBe(250);
  const heading = page.getByRole('banner').getByRole('heading', { level: 1 });
  for (const [path, title] of [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/apptype', 'App Types'],
    ['/admin/video/listing', 'Video Management'],
    ['/admin/feedback/export', 'Export Feedback Data'],
    ['/admin/user/details/export', 'Export User Details'],
    ['/admin/session/steps', 'Clearwell'],
    ['/admin/session/questions', 'Clearwell'],
  ] as const) {
    await page.goto(path);
    await expect(heading).toHaveText(title);
    expect((await sidebar.boundingBox())!.width).toBe(250);
  }
  await page.goto('/admin/no/such/screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const menuButton = page.getByRole('button', { name: /admin@clearwell\.test/ });
  await expect(menuButton).toContainText('A');
  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/session/steps');
  await expect(page).toHaveURL(/\/admin\/login$/);

  // A token the server no longer accepts ends the session with the reason shown.
  await page.evaluate(() => localStorage.setItem('clearwell.admin.token', 'revoked-or-forged-token'));
  await page.goto('/admin/session/steps');
  await expect(page).toHaveURL(/\/admin\/login\?session=expired$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('clearwell.admin.token'))).toBeNull();
});

test('forgot password: the mailed link resets the password, then the new one signs in', async ({ page }) => {
  // It starts a server of its own (a new database, migrated and seeded), which takes a while on a busy machine.
  test.setTimeout(120_000);
  const { startThrowawayServer } = await import('../../scripts/lib/server-process.mjs');
  // Its own server and admin: a reset signs that admin out everywhere, which must not touch other specs.
  const admin = { email: 'reset-admin@clearwell.test', password: 'first-harbour-pass-1' };
  const server = await startThrowawayServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  try {
    await page.goto(`${server.url}/admin/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Email Sent' })).toBeVisible();
    await expect(
      page.getByText('If an account exists with this email, you will receive password reset instructions.').first(),
    ).toBeVisible();

    const link = await waitForMailLink(admin.email, /reset/i, 10_000, server.dataDir);
    expect(link).toMatch(new RegExp(`^${server.url}/admin/reset-password/[A-Za-z0-9_-]+$`));
    await page.goto(link);
    await page.getByLabel('New Password').fill('second-harbour-pass-2');
    await page.getByLabel('Confirm Password').fill('second-harbour-pass-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 6000 });

    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('second-harbour-pass-2');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto(`${server.url}/admin/auth/reset-password`);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/admin/auth/reset-password`);
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByText('Invalid password reset link. Please request a new one.')).toBeVisible();
  } finally {
    await server.stop();
  }
});
