import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { waitForMailLink } from '../support/outbox';
import { createSignedInPatient, signInBrowser, storeSessionViaApi } from '../support/patient';
import { screenProblems } from '../support/screen-check';
import { DESKTOP, PHONE, PHONE_CONTEXT } from '../support/viewports';

/**
 * Screenshots at the phone and desktop sizes, each checked for reach and overlap once the last
 * toast has gone (a toast covers what is below the header for its 5 seconds, on purpose).
 */
async function shot(page: Page, name: string, back: { width: number; height: number }) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  for (const [label, size] of [
    ['390x844', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
    expect.soft(await screenProblems(page), `${name} at ${label}`).toEqual([]);
  }
  await page.setViewportSize(back);
}

test.use(PHONE_CONTEXT);

test('an admin invites a supporter; a patient links with a scope; they write to each other; the patient narrows it and ends it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const supporterEmail = `supporter-${randomUUID().slice(0, 8)}@example.test`;
  const supporterPassword = `Calm-harbour-${randomUUID().slice(0, 6)}`;

  // The admin invites the supporter from the back-office.
  const adminContext = await browser.newContext({ viewport: DESKTOP });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: 'Supporters' }).click();
  const invite = admin.getByRole('form', { name: 'Invite a supporter' });
  await invite.getByLabel('Name').fill('Noor Haddad');
  await invite.getByLabel('E-mail').fill(supporterEmail);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const row = admin.getByTestId('supporter-row').filter({ hasText: supporterEmail });
  await expect(row).toContainText('Noor Haddad');
  await shot(admin, 'admin-supporters', DESKTOP);

  // The supporter sets a password through the mailed link and signs in.
  const link = await waitForMailLink(supporterEmail, undefined, 10_000, undefined, /\/supporter\/set-password\//);
  const supporterContext = await browser.newContext({ viewport: DESKTOP });
  const supporter = await supporterContext.newPage();
  await supporter.goto(new URL(link).pathname);
  await supporter.getByLabel('Password', { exact: true }).fill(supporterPassword);
  await supporter.getByLabel('Password again').fill(supporterPassword);
  await supporter.getByRole('button', { name: 'Save password' }).click();
  await supporter.getByRole('link', { name: 'Go to sign-in' }).click();
  await supporter.getByLabel('E-mail').fill(supporterEmail);
  await supporter.getByLabel('Password').fill(supporterPassword);
  await supporter.getByRole('button', { name: 'Sign in' }).click();
  await expect(supporter.getByRole('heading', { name: 'People you support' })).toBeVisible();
  const code = (await supporter.getByTestId('supporter-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // The patient links with the code on the phone, sharing their sessions only.
  const patient = await createSignedInPatient(request);
  await storeSessionViaApi(request, patient, 'A tight knot in my stomach before work', 7, 3);
  await signInBrowser(page, patient);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Your supporter' });
  await card.getByLabel('Your supporter’s code').fill(code.toLowerCase().replace(/(.{4})/, '$1-'));
  const sessions = card.getByRole('checkbox', { name: /My sessions/ });
  const scores = card.getByRole('checkbox', { name: /My questionnaire scores/ });
  const checkIns = card.getByRole('checkbox', { name: /My check-ins/ });
  for (const box of [sessions, scores, checkIns]) await expect(box).not.toBeChecked();
  await sessions.check();
  await card.getByRole('button', { name: 'Link my supporter' }).click();
  await expect(page.getByText('Noor Haddad is now your supporter.').first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'End support' })).toBeVisible();
  await shot(page, 'patient-supporter-card', PHONE);

  // The supporter sees the patient, reads the shared session, not the rest, and writes.
  await supporter.reload();
  const caseRow = supporter.getByTestId('caseload-row').filter({ hasText: 'Robin' });
  await expect(caseRow).toBeVisible();
  await shot(supporter, 'supporter-caseload', DESKTOP);
  await caseRow.getByRole('link', { name: 'Robin' }).click();
  const shared = supporter.getByRole('region', { name: 'Sessions' });
  await expect(shared).toContainText('A tight knot in my stomach before work');
  await expect(supporter.getByRole('region', { name: 'Questionnaire scores' }).getByTestId('not-shared')).toBeVisible();
  await expect(supporter.getByRole('region', { name: 'Check-ins' }).getByTestId('not-shared')).toBeVisible();
  await expect(supporter.getByText(patient.email)).toHaveCount(0);
  await supporter.getByLabel('Write to Robin').fill('Thank you for linking. How was this week?');
  await supporter.getByRole('button', { name: 'Send' }).click();
  await expect(supporter.getByTestId('message').filter({ hasText: 'How was this week?' })).toBeVisible();
  await shot(supporter, 'supporter-patient', DESKTOP);

  // The patient is mailed that a message waits (a link to Messages, never the text) and answers.
  const mailed = await waitForMailLink(patient.email, undefined, 10_000, undefined, /\/messages/);
  expect(new URL(mailed).pathname).toBe('/messages');
  await page.goto('/messages');
  await expect(page.getByTestId('message').filter({ hasText: 'How was this week?' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Messages are not an emergency service' })).toBeVisible();
  await page.getByLabel('Write to Noor Haddad').fill('Better, thank you.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').filter({ hasText: 'Better, thank you.' })).toBeVisible();
  await shot(page, 'patient-messages', PHONE);
  await supporter.reload();
  await expect(supporter.getByTestId('message').filter({ hasText: 'Better, thank you.' })).toBeVisible();

  // The patient sees the look, stops sharing sessions: the supporter's next read has none.
  await page.goto('/settings');
  await expect(card.getByText(/Looked (once|\d+ times)/)).toBeVisible();
  await sessions.uncheck();
  await expect(page.getByText('Saved. Noor Haddad now sees only what is ticked.').first()).toBeVisible();
  await supporter.reload();
  await expect(supporter.getByRole('region', { name: 'Sessions' }).getByTestId('not-shared')).toBeVisible();
  await expect(supporter.getByText('A tight knot in my stomach before work')).toHaveCount(0);

  // Ending it counts at once: the supporter's next request finds no one.
  await card.getByRole('button', { name: 'End support' }).click();
  await expect(page.getByText(/Support ended\. Noor Haddad no longer sees anything of yours/).first()).toBeVisible();
  await supporter.reload();
  await expect(supporter.getByRole('heading', { name: 'This person is no longer linked to you' })).toBeVisible();
  await supporter.goto('/supporter');
  await expect(supporter.getByTestId('caseload-row')).toHaveCount(0);

  await adminContext.close();
  await supporterContext.close();
});
