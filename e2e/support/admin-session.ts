import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { waitForMailLink } from './outbox';

/** Signs the seeded admin in through the API and stores the session where the web app reads it. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/auth/signin', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()).data;
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('clearwell.admin.token', t);
      localStorage.setItem('clearwell.admin.user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** A verified patient, signed up and confirmed through the real mail flow. */
export async function createVerifiedPatient(request: APIRequestContext, email: string): Promise<string> {
  const password = 'amber-forest-lantern-42';
  expect(
    (
      await request.post('/api/auth/signup', { data: { first_name: 'Erin', email, password, role: 'patient' } })
    ).status(),
  ).toBe(201);
  const link = new URL(await waitForMailLink(email));
  expect(
    (await request.get(`/api/auth/verify-email?code=${encodeURIComponent(link.searchParams.get('code')!)}`)).status(),
  ).toBe(200);
  const signin = await request.post('/api/auth/signin', { data: { email, password, role: 'patient' } });
  expect(signin.status()).toBe(200);
  return (await signin.json()).data.token;
}
