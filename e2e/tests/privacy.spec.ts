import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { unzip } from '../../apps/api/test/zip';
import { collectConsoleErrors } from '../support/console';
import { createSignedInPatient, signInBrowser } from '../support/patient';

/** A real 1×1 PNG for the avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('Download my data saves a real zip with the profile, feedback and avatar', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const patient = await createSignedInPatient(request);
  const auth = { authorization: `Bearer ${patient.token}` };
  expect(
    (await request.post('/api/feedback', { headers: auth, data: { feedback: 'Steady and kind guidance' } })).status(),
  ).toBe(201);
  const profile = await request.put('/api/auth/profile', {
    headers: auth,
    multipart: {
      first_name: 'Robin',
      last_name: 'Hale',
      avatar: { name: 'me.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  const avatarBytes = await (await request.get((await profile.json()).data.avatar)).body();
  await signInBrowser(page, patient);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download my data' });
  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map((v) => v.id),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Download' }).focus();
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();

  await password.fill('not-my-password');
  await password.press('Enter');
  await expect(dialog.getByText('That password is not right. Please try again.')).toBeVisible();
  await password.fill(patient.password);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clearwell-my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  const entries = await unzip(readFileSync((await download.path())!));
  expect([...entries.keys()].sort()).toEqual([
    'README.txt',
    'avatar.png',
    'check-ins.json',
    'feedback.json',
    'journal.json',
    'measures.json',
    'profile.json',
    'settings.json',
    'shared-links.json',
    'support.json',
  ]);
  expect(JSON.parse(entries.get('profile.json')!.toString())).toMatchObject({
    email: patient.email,
    first_name: 'Robin',
    last_name: 'Hale',
  });
  expect(JSON.parse(entries.get('feedback.json')!.toString())).toEqual([
    expect.objectContaining({ feedback: 'Steady and kind guidance' }),
  ]);
  expect(entries.get('avatar.png')!.equals(avatarBytes)).toBe(true);
  await expect(page.getByText(`Your data is saved as ${download.suggestedFilename()}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download my data' })).toBeFocused();
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('Delete my account signs out, goes home, and the e-mail can register again', async ({ page, request }) => {
  const patient = await createSignedInPatient(request);
  // Signed in through the form, not an init script, which would put the old token back on every page load.
  await page.goto('/login');
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');

  const open = page.getByRole('button', { name: 'Delete my account' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByLabel('Your password').fill(patient.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByText('Your account has been deleted. Thank you for the time you spent with us.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('clearwell.token'))).toBeNull();
  expect(
    (await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${patient.token}` } })).status(),
  ).toBe(401);

  const newPassword = `Fresh-${randomUUID()}`;
  await page.getByRole('link', { name: 'Sign Up' }).first().click();
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Verification Required' })).toBeVisible();
  // A new, unverified account answers the new password; the old one would not know it.
  const signin = await request.post('/api/auth/signin', {
    data: { email: patient.email, password: newPassword, role: 'patient' },
  });
  expect(signin.status()).toBe(403);
  expect((await signin.json()).error).toBe('ACCOUNT_NOT_VERIFIED');
});
