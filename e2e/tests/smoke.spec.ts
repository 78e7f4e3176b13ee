import { expect, test } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';

test('the landing page renders without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown page shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a protected page sends a visitor to /login', async ({ page }) => {
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/login$/);
});

test('/admin and guarded admin pages send a visitor to /admin/login', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/session/steps');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the server answers health, readiness, OpenAPI and unknown API paths', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
  const openapi = await request.get('/api/openapi.json');
  expect(openapi.status()).toBe(200);
  expect((await openapi.json()).openapi).toMatch(/^3\./);
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
});
