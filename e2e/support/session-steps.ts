import { expect, type Page } from '@playwright/test';

// The seeded guided session, answered as a patient would, for the specs that run it offline.

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const heading = (page: Page, title: string) =>
  expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
async function text(page: Page, title: string, answer: string) {
  await heading(page, title);
  await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
  await next(page);
}
async function slide(page: Page, title: string, value: number) {
  await heading(page, title);
  await page.getByRole('slider').fill(String(value));
}

/** Once opened, the service worker serves the page and has kept what a session needs, in the language in use. */
export async function offlineReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match('/api/session-steps?lang=en')),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** Steps 1 and 2 of the seeded session; the connection may go away from step 3 on. */
export async function firstTwoSteps(page: Page) {
  await heading(page, 'Choose Experience');
  await page.getByRole('radio', { name: 'Physical pain' }).check();
  await next(page);
  await slide(page, 'Rate the Intensity', 7);
  await next(page);
}

/** Step 3 to the end, finishing with Feel Now at `feelNow`. */
export async function lastSteps(page: Page, feelNow = 1) {
  await text(page, 'Focus and Feel It', 'A stiff neck on the bus');
  await text(page, 'Describe Sensations', 'Tight, warm, the size of a hand');
  await text(page, 'Find the Source', 'Where the neck meets the shoulder');
  await text(page, 'Experience It Fully', 'It pulsed, then softened');
  await heading(page, 'Sensation State');
  await page.getByRole('radio', { name: "It's gone" }).check();
  await next(page);
  await slide(page, 'Feel Now', feelNow);
  await page.getByRole('button', { name: 'Finish' }).click();
}
