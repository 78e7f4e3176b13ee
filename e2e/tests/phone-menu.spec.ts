import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { createSignedInPatient, signInBrowser } from '../support/patient';
import { PHONE, PHONE_CONTEXT } from '../support/viewports';

test.use(PHONE_CONTEXT);

const TRANSPARENT = ['transparent', 'rgba(0, 0, 0, 0)'];

/** A point over a link of the page (left of where the panel will be), and where that link goes. */
async function pointOverPageLink(page: Page) {
  return page.locator('main').evaluate((main) => {
    const link = Array.from(main.querySelectorAll<HTMLAnchorElement>('a[href]')).find((a) => {
      const r = a.getBoundingClientRect();
      return r.width > 0 && r.left < 40 && r.bottom > 80 && r.top < window.innerHeight - 20;
    });
    if (!link) throw new Error('no link of the page near the left edge');
    const r = link.getBoundingClientRect();
    return {
      x: Math.max(r.left + 8, 4),
      y: Math.min(r.top + r.height / 2, window.innerHeight - 30),
      href: link.getAttribute('href'),
    };
  });
}

async function checkPhoneMenu(page: Page, testInfo: TestInfo, expectedLinks: string[]) {
  const behind = await pointOverPageLink(page);
  const from = new URL(page.url()).pathname;
  expect(behind.href).not.toBe(from);

  const button = page.getByRole('button', { name: 'Open menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: testInfo.outputPath('menu-open.png') });

  // An opaque panel, the full height of the screen, inside it; a dimmed scrim over the rest.
  const looks = await menu.evaluate((panel) => ({
    background: getComputedStyle(panel).backgroundColor,
    opacity: getComputedStyle(panel).opacity,
    scrim: getComputedStyle(panel, '::backdrop').backgroundColor,
    modal: panel.matches(':modal'),
    bodyOverflow: getComputedStyle(document.body).overflow,
  }));
  expect(TRANSPARENT).not.toContain(looks.background);
  expect(looks.background).not.toMatch(/rgba\(.*, 0(\.\d+)?\)$/);
  expect(looks.opacity).toBe('1');
  expect(TRANSPARENT).not.toContain(looks.scrim);
  expect(looks.modal).toBe(true);
  expect(looks.bodyOverflow).toBe('hidden');
  const box = (await menu.boundingBox())!;
  expect(box.y).toBeLessThanOrEqual(0);
  expect(box.y + box.height).toBeGreaterThanOrEqual(PHONE.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(behind.x).toBeLessThan(box.x);

  // Every item is on top where it is drawn: a tap on it would reach it, not the page.
  for (const name of expectedLinks) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    expect(
      await link.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      }),
    ).toBe(true);
  }
  expect((await new AxeBuilder({ page }).include('#mobile-menu').analyze()).violations).toEqual([]);

  // Tab and Shift+Tab go round inside the menu, never out into the page.
  const inside = () =>
    menu.evaluate((panel) => panel.contains(document.activeElement) && document.activeElement !== panel);
  const stops = await menu.locator('a[href], button').count();
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inside()).toBe(true);
  }
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await inside()).toBe(true);
  }

  // Escape closes it and the menu button has the focus back.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // A tap on the scrim over a link of the page closes the menu and follows nothing.
  await button.tap();
  await expect(menu).toBeVisible();
  await page.touchscreen.tap(behind.x, behind.y);
  await expect(menu).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(from);
  await expect(button).toBeFocused();

  // The same link, with the menu closed, does work: the tap above really was over it.
  await page.touchscreen.tap(behind.x, behind.y);
  await expect(page).toHaveURL((url) => url.pathname === behind.href);
}

test('the phone menu, signed out, is an opaque modal panel over a scrim', async ({ page }, testInfo) => {
  await page.goto('/');
  // The landing page is its own chunk: wait until it has drawn its links before looking for one.
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await checkPhoneMenu(page, testInfo, ['Get help now', 'Sign Up', 'Sign In']);
});

test('the phone menu, signed in, is an opaque modal panel over a scrim', async ({ page, request }, testInfo) => {
  await signInBrowser(page, await createSignedInPatient(request));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Robin' })).toBeVisible();
  await checkPhoneMenu(page, testInfo, [
    'Get help now',
    'Begin',
    'About',
    'Support',
    'Journal',
    'Clear your Beliefs',
    'Tips',
    'Theory',
    'Contact Coach',
    'Settings',
  ]);
});

test('following a link in the phone menu closes it on the new page', async ({ page, request }) => {
  await signInBrowser(page, await createSignedInPatient(request));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Journal' }).tap();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu.getByRole('button', { name: 'Logout' }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await expect(menu).toBeHidden();
});

test.describe('on the narrowest phones (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [locale, help] of [
    ['en', 'Get help now'],
    ['es', 'Ayuda inmediata'],
    ['de', 'Sofort Hilfe'],
  ] as const) {
    test(`the header keeps help and the menu on screen, in ${locale}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('clearwell.language', l), locale);
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: /menu|menú|Menü/i });
      await expect(menuButton).toBeVisible();
      for (const target of [page.getByRole('link', { name: help }).first(), menuButton]) {
        const box = (await target.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // The mark stands alone, and the home link is still named after the app.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Clearwell' })).toBeVisible();
    });
  }
});
