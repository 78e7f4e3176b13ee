import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';

export interface SignedInPatient {
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

/** Signs up, verifies by the mailed link, signs in and accepts the conditions, all through the API. */
export async function createSignedInPatient(
  request: APIRequestContext,
  opts: { acceptAgreement?: boolean; dataDir?: string } = {},
): Promise<SignedInPatient> {
  const email = `patient-${randomUUID().slice(0, 8)}@example.test`;
  const password = `Quiet-${randomUUID()}`;
  expect(
    (
      await request.post('/api/auth/signup', { data: { first_name: 'Robin', email, password, role: 'patient' } })
    ).status(),
  ).toBe(201);
  const link = new URL(await waitForMailLink(email, undefined, 10_000, opts.dataDir));
  const verified = await request.get(
    `/api/auth/verify-email?code=${encodeURIComponent(link.searchParams.get('code') ?? '')}`,
  );
  expect(verified.status()).toBe(200);
  const signin = await request.post('/api/auth/signin', { data: { email, password, role: 'patient' } });
  expect(signin.status()).toBe(200);
  const { token, user } = (await signin.json()).data;
  if (opts.acceptAgreement !== false) {
    const agreed = await request.put('/api/agreement', {
      headers: { authorization: `Bearer ${token}` },
      data: { agreement_accepted: true },
    });
    expect(agreed.status()).toBe(200);
  }
  return {
    email,
    password,
    token,
    user: { ...user, agreement_accepted: opts.acceptAgreement !== false, guide_medium: 'text' },
  };
}

/** Puts the patient's session in the browser before any page loads. */
export async function signInBrowser(page: Page, patient: SignedInPatient) {
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('clearwell.token')) {
        localStorage.setItem('clearwell.token', token);
        localStorage.setItem('clearwell.user', user);
      }
    },
    [patient.token, JSON.stringify(patient.user)] as const,
  );
}

/** Stores one guided session through the API, answered as the session screens send it. */
export async function storeSessionViaApi(
  request: APIRequestContext,
  patient: SignedInPatient,
  text: string,
  before: number,
  after: number,
) {
  const auth = { authorization: `Bearer ${patient.token}` };
  const steps = (await (await request.get('/api/session-steps?lang=en', { headers: auth })).json()).data as {
    id: string;
    title: string;
  }[];
  const id = (title: string) => steps.find((s) => s.title === title)!.id;
  const res = await request.post('/api/problem', {
    headers: auth,
    data: {
      responses: [
        { session_step_id: id('Choose Experience'), response: 'Physical pain' },
        { session_step_id: id('Rate the Intensity'), response: before },
        { session_step_id: id('Focus and Feel It'), response: text },
        { session_step_id: id('Feel Now'), response: after },
      ],
    },
  });
  expect(res.status()).toBe(201);
}
