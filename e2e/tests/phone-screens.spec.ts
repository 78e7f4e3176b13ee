import { expect, test } from '@playwright/test';
import { createSignedInPatient, signInBrowser } from '../support/patient';
import { openScreen, screenProblems, screenshot } from '../support/screen-check';
import { DESKTOP, PHONE_CONTEXT } from '../support/viewports';

/** Every screen a visitor can open, and every screen a signed-in patient can. */
const PUBLIC_SCREENS = [
  '/',
  '/get-help',
  '/login',
  '/register',
  '/forgot-password',
  '/auth/reset-password',
  '/auth/email-verified',
  '/no-such-page',
];
const PATIENT_SCREENS = [
  '/',
  '/dashboard',
  '/about',
  '/clear-beliefs',
  '/tips',
  '/theory',
  '/contact-coach',
  '/support',
  '/journal',
  '/begin-session',
  '/feedback',
  '/settings',
  '/edit-profile',
  '/change-password',
  '/conditions-of-use',
];

const SIZES = [
  { label: 'phone', use: PHONE_CONTEXT },
  { label: 'desktop', use: { viewport: DESKTOP } },
];

const slug = (path: string) => path.replace(/^\/$/, 'home').replace(/^\//, '').replace(/\//g, '-');

for (const size of SIZES) {
  test.describe(`every patient screen at ${size.label} size`, () => {
    test.use(size.use);

    test('signed out: fits the screen, every control tappable and reachable by keyboard', async ({
      page,
    }, testInfo) => {
      for (const path of PUBLIC_SCREENS) {
        await test.step(path, async () => {
          await openScreen(page, path);
          await screenshot(page, testInfo, `${size.label}-out-${slug(path)}`);
          expect.soft(await screenProblems(page), `${path} at ${size.label} size`).toEqual([]);
        });
      }
    });

    test('signed in: fits the screen, every control tappable and reachable by keyboard', async ({
      page,
      request,
    }, testInfo) => {
      await signInBrowser(page, await createSignedInPatient(request));
      for (const path of PATIENT_SCREENS) {
        await test.step(path, async () => {
          await openScreen(page, path);
          await screenshot(page, testInfo, `${size.label}-in-${slug(path)}`);
          expect.soft(await screenProblems(page), `${path} at ${size.label} size`).toEqual([]);
        });
      }
    });
  });
}
