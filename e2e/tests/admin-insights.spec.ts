import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createVerifiedPatient, signInAdmin } from '../support/admin-session';
import { collectConsoleErrors } from '../support/console';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const run = Date.now().toString(36);

test.beforeAll(async ({ request }) => {
  // Two patients today, one of whom leaves twelve pieces of feedback: two pages of ten.
  await createVerifiedPatient(request, `quiet-${run}@example.test`);
  const token = await createVerifiedPatient(request, `bright-${run}@example.test`);
  for (let i = 1; i <= 12; i++) {
    const res = await request.post('/api/feedback', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        first_name: 'Erin',
        last_name: `Reviewer${i}`,
        email: `bright-${run}@example.test`,
        city: 'Bergen',
        country: 'Norway',
        feedback: `Feedback ${i}: <b>calm</b> and clear`,
      },
    });
    expect(res.status()).toBe(201);
  }
});

test('the dashboard filters change the numbers and the feedback table pages', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await signInAdmin(page, request);
  await page.goto('/admin/dashboard');
  const totalUsers = page.getByTestId('stat-total_users');
  await expect(totalUsers).not.toHaveText('–');
  const allTime = Number(await totalUsers.textContent());
  expect(allTime).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('stat-total_feedbacks')).not.toHaveText('0');

  await page.getByLabel('From').fill('01/01/2020');
  await page.getByLabel('From').press('Enter');
  await page.getByLabel('To').fill('01/31/2020');
  await page.getByLabel('To').press('Enter');
  await expect(totalUsers).toHaveText('0');
  await expect(page.getByTestId('stat-total_feedbacks')).toHaveText('0');

  await page.getByLabel('To').fill('31/31/2020');
  await page.getByLabel('To').blur();
  await expect(page.getByText('Date input not valid.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(totalUsers).toHaveText(String(allTime));
  await expect(page.getByRole('heading', { name: 'User Activity Trends' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Feedbacks Overview' })).toBeVisible();

  const feedback = page.getByRole('region', { name: 'Recent User Feedback' });
  await expect(feedback.getByText('Page 1 of 2 (12 total)')).toBeVisible();
  await expect(feedback.getByText('Feedback 12: <b>calm</b> and clear')).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await feedback.getByRole('button', { name: 'Next' }).click();
  await expect(feedback.getByText('Page 2 of 2 (12 total)')).toBeVisible();
  await expect(feedback.getByText('Feedback 1: <b>calm</b> and clear')).toBeVisible();
  await expect(feedback.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(errors).toEqual([]);
});

for (const screen of [
  {
    path: '/admin/feedback/export',
    file: /^feedback_data_\d{4}-\d{2}-\d{2}\.xlsx$/,
    toast: 'Feedback data exported successfully',
    all: 'Export all problem sessions',
  },
  {
    path: '/admin/user/details/export',
    file: /^user_details_\d{4}-\d{2}-\d{2}\.xlsx$/,
    toast: 'User details exported successfully',
    all: 'Export all User Details',
  },
]) {
  test(`${screen.path} downloads a real workbook`, async ({ page, request }) => {
    await signInAdmin(page, request);
    await page.goto(screen.path);
    await expect(page.getByLabel(screen.all)).toBeChecked();
    await page.getByLabel('Export by date range').check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(screen.file);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(bytes.toString('latin1')).toContain('xl/workbook.xml');
    await expect(page.getByText(screen.toast)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
}

test('a zip upload lists its videos and one plays', async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto('/admin/video/listing');
  await expect(page.getByText('No videos available')).toBeVisible();
  await expect(page.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();

  const picker = page.getByLabel('Video package (.zip)');
  await picker.setInputFiles(path.join(fixtures, 'calm-sample.webm'));
  await expect(page.getByText('Only zip files are allowed.')).toBeVisible();
  await picker.setInputFiles(path.join(fixtures, 'video-package.zip'));
  await expect(page.getByTestId('selected-file')).toContainText('video-package.zip');
  await expect(page.getByTestId('selected-file')).toContainText('ready');
  await page.getByRole('button', { name: 'Remove video-package.zip' }).click();
  await expect(upload).toBeDisabled();
  await picker.setInputFiles(path.join(fixtures, 'video-package.zip'));
  await upload.click();
  await expect(page.getByText('Video uploaded successfully')).toBeVisible();

  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('How it works.webm');
  await expect(rows.nth(1)).toContainText('Welcome to Clearwell.webm');
  const link = rows.nth(0).getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;

  const partial = await request.get(href, { headers: { range: 'bytes=0-15' } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()['content-type']).toBe('video/webm');
  const duration = await page.evaluate(async (src) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = src;
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
    });
    return { width: video.videoWidth, height: video.videoHeight };
  }, href);
  expect(duration).toEqual({ width: 64, height: 48 });
  expect((await request.get('/api/videos')).ok()).toBe(true);
});

test('the app types screen lists web with its patients', async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto('/admin/apptype');
  await expect(page.getByRole('heading', { name: 'App Types', level: 1 })).toBeVisible();
  const web = page.getByRole('row', { name: /web/ });
  await expect(web).toBeVisible();
  expect(Number(await web.locator('td').nth(2).textContent())).toBeGreaterThanOrEqual(2);
});
