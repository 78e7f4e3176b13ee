import { expect, test, type Page } from '@playwright/test';
import { signInAdmin } from '../support/admin-session';
import { collectConsoleErrors } from '../support/console';
import { startThrowawayServer } from '../../scripts/lib/server-process.mjs';

test('a server started with APP_NAME=Brightpath is named so in the headers and the title, and a failed sign-in leaves no toast behind', async ({
  page,
  request,
}) => {
  const admin = { email: 'brightpath-admin@clearwell.test', password: 'bright-harbour-pass-9' };
  const server = await startThrowawayServer({
    APP_NAME: 'Brightpath',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  try {
    // Named before any script has run (a tab, a link preview).
    expect(await (await request.get(`${server.url}/journal`, { headers: { accept: 'text/html' } })).text()).toContain(
      '<title>Brightpath</title>',
    );

    await page.goto(`${server.url}/`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Brightpath' })).toBeVisible();
    await expect(header).not.toContainText('Clearwell');
    await expect(page).toHaveTitle('Brightpath');

    await page.goto(`${server.url}/admin/login`);
    await expect(page.getByText('Brightpath Admin')).toBeVisible();
    await expect(page).toHaveTitle('Brightpath');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Told once: as a toast, not also beside the form.
    await expect(page.getByText('Invalid email or password')).toHaveCount(1);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);

    await expect(page.getByTestId('admin-sidebar')).toContainText('Brightpath');
    await page.getByRole('link', { name: 'Manage Steps' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brightpath');
    await expect(page).toHaveTitle('Brightpath');
  } finally {
    await server.stop();
  }
});

const SCREENS = [
  { path: '/admin/dashboard', start: 'From', end: 'To', data: '/api/admin/dashboard', name: 'dashboard' },
  {
    path: '/admin/feedback/export',
    start: 'Start date',
    end: 'End date',
    data: '/api/admin/export/',
    name: 'feedback-export',
  },
  {
    path: '/admin/user/details/export',
    start: 'Start date',
    end: 'End date',
    data: '/api/admin/export/',
    name: 'user-export',
  },
  { path: '/admin/audit-log', start: 'From', end: 'To', data: '/api/admin/audit-log', name: 'audit-log' },
];

/** The API requests the page makes from now on. */
function recordApiRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) urls.push(url);
  });
  return urls;
}

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`admin date filters at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const screen of SCREENS) {
      test(`${screen.path}: a date that is not valid stays on screen, says so, and nothing is sent`, async ({
        page,
        request,
      }, testInfo) => {
        const errors = collectConsoleErrors(page);
        const token = await signInAdmin(page, request);
        if (screen.name === 'audit-log') {
          const exported = await request.get('/api/admin/export/users?start_date=2026-02-01&end_date=2026-02-28', {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(exported.status()).toBe(200);
        }
        await page.goto(screen.path);
        if (screen.name === 'audit-log') {
          // In words, with what was exported, rather than `export.users` and an id.
          const row = page.getByRole('row').filter({ hasText: 'Exported user details' }).first();
          await expect(row).toContainText('02/01/2026 to 02/28/2026');
        }
        if (screen.path.includes('export')) await page.getByLabel('Export by date range').check();
        const start = page.getByLabel(screen.start, { exact: true });
        const end = page.getByLabel(screen.end, { exact: true });
        await expect(start).toBeVisible();
        await page.waitForLoadState('networkidle');
        const sent = recordApiRequests(page);

        await start.fill('99/99/2026');
        await start.press('Tab');
        await expect(start).toHaveValue('99/99/2026');
        await expect(start).toHaveAttribute('aria-invalid', 'true');
        const message = page.getByText('Date input not valid.');
        await expect(message).toBeVisible();
        await expect(message).toBeInViewport();

        await start.fill('03/10/2026');
        await start.press('Tab');
        await end.fill('03/01/2026');
        await end.press('Tab');
        await expect(end).toHaveValue('03/01/2026');
        await expect(message).toBeVisible();
        if (screen.path.includes('export')) await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
        await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${viewport.name}.png`), fullPage: true });
        // The valid start alone may have been sent (the dashboard and the audit log refetch on each
        // change); the text that is not a date and the end before the start never were.
        const dates = sent.flatMap((u) =>
          ['from_date', 'to_date', 'start_date', 'end_date', 'fromDate', 'toDate']
            .map((k) => u.searchParams.get(k))
            .filter(Boolean),
        );
        expect(dates.every((d) => d === '2026-03-10')).toBe(true);
        if (screen.path.includes('export')) expect(sent.filter((u) => u.pathname.startsWith(screen.data))).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('on a phone the back-office menu is an opaque drawer over an inert page', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, request);
  await page.goto('/admin/dashboard');
  // The sidebar would cover the screen: it is not shown, and the filter can be reached.
  await expect(page.getByTestId('admin-sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Back-office menu' });
  await expect(drawer.getByRole('link', { name: 'Audit Log' })).toBeVisible();
  expect(await drawer.evaluate((d) => getComputedStyle(d).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: testInfo.outputPath('drawer-phone.png') });
  // What lies behind is not reachable: a tap where the Clear button is lands on the backdrop.
  const clear = (await page.getByRole('button', { name: 'Clear', exact: true }).boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('dialog') !== null,
    [clear.x + clear.width / 2, clear.y + clear.height / 2],
  );
  expect(hit).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(drawer).toBeHidden();
});

test('on a phone every column of the audit log is within the screen, named beside its value', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, request);
  await page.goto('/admin/audit-log');
  const firstRow = page.getByRole('row').filter({ hasText: 'Signed in' }).first();
  await expect(firstRow).toBeVisible();
  for (const cell of await firstRow.getByRole('cell').all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  // Each value is introduced by its column's name, as the header row is not shown on a phone.
  expect(
    await firstRow
      .getByRole('cell')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content),
  ).toBe('"When"');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('audit-log-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole('columnheader', { name: 'When' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('audit-log-desktop.png'), fullPage: true });
});
