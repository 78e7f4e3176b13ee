import { expect, test, type Page } from '@playwright/test';
import { createSignedInPatient, signInBrowser } from '../support/patient';
import { PHONE_CONTEXT } from '../support/viewports';

test.use(PHONE_CONTEXT);

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const heading = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

/** The shortest way through the seeded session to its Feedback screen: It's gone, then Feel Now. */
async function finishASession(page: Page) {
  await page.goto('/begin-session');
  await heading(page, 'Choose Experience');
  await page.getByRole('radio', { name: 'Physical pain' }).check();
  await next(page);
  await heading(page, 'Rate the Intensity');
  await page.getByRole('slider').fill('6');
  await next(page);
  for (const title of ['Focus and Feel It', 'Describe Sensations', 'Find the Source', 'Experience It Fully']) {
    await heading(page, title);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(`${title}: noticed`);
    await next(page);
  }
  await heading(page, 'Sensation State');
  await page.getByRole('radio', { name: "It's gone" }).check();
  await next(page);
  await heading(page, 'Feel Now');
  await page.getByRole('slider').fill('1');
  await page.getByRole('button', { name: 'Finish' }).click();
  await heading(page, 'Feedback');
}

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('the share message is copied from the click, whether or not the browser lets the page use the Clipboard API', async ({
  page,
  context,
  request,
}) => {
  await context.route('https://www.facebook.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
  );
  await signInBrowser(page, await createSignedInPatient(request));
  await finishASession(page);
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue('I just cleared a physical pain using Clearwell.');

  // This browser has not been given clipboard permission, so it refuses the Clipboard API.
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Share on Facebook' }).click();
  await expect(page.getByText('Message copied. Paste it into your post.')).toBeVisible();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=.+&quote=I\+just\+cleared\+a\+physical\+pain/,
  );
  await popup.close();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  expect(await clipboardText(page)).toBe('I just cleared a physical pain using Clearwell.');

  // With permission, through the Clipboard API.
  await message.fill('Lighter today.');
  await page.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Message copied to clipboard')).toBeVisible();
  expect(await clipboardText(page)).toBe('Lighter today.');

  // A page served over plain HTTP (not localhost) has no Clipboard API at all.
  const api = await page.evaluateHandle(() => {
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
    return () => Object.defineProperty(Navigator.prototype, 'clipboard', original);
  });
  await message.fill('Calmer than this morning.');
  await page.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Message copied to clipboard').last()).toBeVisible();
  await api.evaluate((restore) => restore());
  expect(await clipboardText(page)).toBe('Calmer than this morning.');
  await expect(page.getByRole('button', { name: 'Copy message' })).toBeFocused();
  await expect(page.getByText('Could not copy message to clipboard')).toHaveCount(0);
});
