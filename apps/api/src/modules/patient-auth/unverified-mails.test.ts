import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createPatient, uniqueEmail } from '../../../test/factories.js';
import type { ReceivedMail } from '../../../test/mail-sink.js';

/**
 * Whoever signs up chooses the names and the address, so a mail to an address nobody has
 * confirmed must not repeat what was typed: it could carry a line aimed at the address's owner.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PHISHING = 'Visit evil.example to claim';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function nextMail(email: string, subject: RegExp, ask: () => Promise<unknown>): Promise<ReceivedMail> {
  const seen = t.mail.to(email).length;
  await ask();
  return t.mail.waitForNext(email, seen, subject);
}

function expectNoTypedText(mail: ReceivedMail) {
  expect(mail.text).not.toContain('evil.example');
  expect(mail.html).not.toContain('evil.example');
}

describe('mails to an address not yet verified', () => {
  it('the verification mail and its resend leave the typed names out', async () => {
    const email = uniqueEmail('phish');
    const signupBody = { first_name: PHISHING, last_name: PHISHING, email, password: 'gentle-morning-9' };
    const welcome = await nextMail(email, /Confirm/, () => post('/api/auth/signup', signupBody));
    expectNoTypedText(welcome);
    expect(welcome.links[0]).toMatch(/\/auth\/email-verified\?code=/);
    const resent = await nextMail(email, /Confirm/, () => post('/api/auth/resend-verification', { email }));
    expectNoTypedText(resent);
  });

  it('the "already registered" mail names the owner only once the address is verified', async () => {
    const email = uniqueEmail('phish');
    await nextMail(email, /Confirm/, () =>
      post('/api/auth/signup', { first_name: PHISHING, email, password: 'gentle-morning-9' }),
    );
    const again = await nextMail(email, /already have/, () =>
      post('/api/auth/signup', { first_name: 'Other', email, password: 'gentle-morning-9' }),
    );
    expectNoTypedText(again);
    expect(again.text).not.toContain('Other');

    const verified = await createPatient(t.database, t.config.jwtSecret, { firstName: 'Robin' });
    const named = await nextMail(verified.email, /already have/, () =>
      post('/api/auth/signup', { first_name: PHISHING, email: verified.email, password: 'gentle-morning-9' }),
    );
    expect(named.text).toContain('Robin');
    expectNoTypedText(named);
  });

  it('the password reset mail to an unverified account leaves the name out', async () => {
    const email = uniqueEmail('phish');
    await nextMail(email, /Confirm/, () =>
      post('/api/auth/signup', { first_name: PHISHING, email, password: 'gentle-morning-9' }),
    );
    const reset = await nextMail(email, /Reset your/, () => post('/api/auth/forgot-password', { email }));
    expectNoTypedText(reset);
    expect(reset.links[0]).toMatch(/\/auth\/reset-password\?/);
  });
});
