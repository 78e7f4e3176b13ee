import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/console';
import { waitForMailLink } from '../support/outbox';

/** A real 1×1 PNG for the avatar upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PASSWORD = 'amber-lantern-harbor-73';

const newEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
const appPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function register(page: Page, email: string, firstName = 'Maya') {
  await page.goto('/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Verification Required' })).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('register, verify, sign in, edit profile with an avatar, change settings, accept conditions, log out', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const email = newEmail('journey');
  await register(page, email);
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(appPath(await waitForMailLink(email, /Confirm your e-mail/)));
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/edit-profile');
  await expect(page.getByLabel('First name')).toHaveValue('Maya');
  await page.getByLabel('Last name').fill('Quinn');
  await page.getByLabel('Choose avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 5000 });
  await expect(page.getByText('Maya Quinn')).toBeVisible();
  const headerAvatar = page.getByRole('banner').getByRole('link', { name: 'Settings' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /^\/files\/avatars\/.+\.png$/);

  await page.getByRole('radio', { name: 'Text' }).click();
  await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
  await expect(page.getByText('Settings updated successfully').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Share Data for Research' }).click();
  await expect(page.getByRole('switch', { name: 'Share Data for Research' })).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Share Data for Research' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('link', { name: /Conditions of Use/ }).click();
  await expect(page.getByRole('heading', { name: 'Conditions of Use' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit Agreement' }).click();
  await expect(page).toHaveURL(/\/settings$/, { timeout: 5000 });
  await page.goto('/conditions-of-use');
  await expect(page.getByRole('checkbox')).toBeChecked();

  await page.goto('/settings');
  await page.getByRole('button', { name: /Logout/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  expect(errors).toEqual([]);
});

test('an unverified sign-in shows Account Not Verified and sends a new link', async ({ page }) => {
  const email = newEmail('unverified');
  await register(page, email);
  const firstLink = await waitForMailLink(email, /Confirm your e-mail/);
  await page.goto('/login');
  await signIn(page, email);
  const dialog = page.getByRole('dialog', { name: 'Account Not Verified' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Account not verified. Please verify your account to use the product.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send verification link' }).click();
  await expect(page.getByText('Verification email sent. Please check your inbox.')).toBeVisible();
  // The newly sent link (the answer comes before its mail is written) verifies the account.
  let newLink = firstLink;
  await expect
    .poll(async () => (newLink = await waitForMailLink(email, /Confirm your e-mail/)), { timeout: 10_000 })
    .not.toBe(firstLink);
  await page.goto(appPath(newLink));
  await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible();
});

test('forgot password, follow the mailed link, reset, and sign in with the new password', async ({ page }) => {
  const email = newEmail('forgot');
  await register(page, email);
  await page.goto(appPath(await waitForMailLink(email, /Confirm your e-mail/)));
  await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists with this email, you will receive password reset instructions.'),
  ).toBeVisible();

  await page.goto(appPath(await waitForMailLink(email, /Reset your/)));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=.+&email=/);
  const newPassword = 'willow-meadow-drift-58';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a revoked or expired token sends the user to /login?session=expired', async ({ page, request }) => {
  const email = newEmail('expiry');
  await register(page, email);
  await page.goto(appPath(await waitForMailLink(email, /Confirm your e-mail/)));
  await expect(page.getByRole('button', { name: 'Continue to Dashboard' })).toBeVisible();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Revoked on the server (as by a sign-out elsewhere): the next call answers 401.
  const token = await page.evaluate(() => localStorage.getItem('clearwell.token'));
  expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
    200,
  );
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?session=expired$/);
  await expect(page.getByText(/your session has expired/i)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('clearwell.token'))).toBeNull();

  // Expired on the client: a token past its exp is dropped before any call.
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
  await page.evaluate((t) => {
    localStorage.setItem('clearwell.token', t);
    localStorage.setItem('clearwell.user', JSON.stringify({ id: 'x', first_name: 'Old' }));
  }, `e30.${payload}.sig`);
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/login\?session=expired$/);
});

test('the account screens have no detectable accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password', '/auth/reset-password?token=x']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});

test('a commonly used password is refused at sign-up, at the field, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = newEmail('common');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password123');
  await page.getByLabel('Confirm password').fill('Password123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const field = page.getByLabel('Password', { exact: true });
  await expect(field).toHaveAccessibleDescription(/too common and easy to guess/);
  await expect(field).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Verification Required' })).toBeHidden();

  await field.fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Verification Required' })).toBeVisible();
});
