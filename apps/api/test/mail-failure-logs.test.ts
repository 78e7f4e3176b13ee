import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../src/lib/logger.js';
import type { MailMessage } from '../src/lib/mailer.js';
import { buildTestApp, type TestContext } from './app.js';
import { storeSession } from './check-ins.js';
import { bearer, createAdmin, createPatient, uniqueEmail } from './factories.js';
import { createSupporter, linkTo } from './supporters.js';

/**
 * A mail the server refuses (550, user unknown) is logged without the address it was for and
 * without the secret it carried (docs/api.md, Bounded reads and logs): the SMTP client's error quotes the address in
 * its message and lists it in `rejected`, so only its code and the server's reply code are kept.
 */
let t: TestContext;
const lines: Record<string, unknown>[] = [];
let sent: MailMessage[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { FOLLOW_UP_SCHEDULE: '1s' },
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  t.mail.refuseRecipients(() => true);
  const send = t.app.mailer.send.bind(t.app.mailer);
  // What each mail carried (its link, its secret), so the test can look for it in the log.
  vi.spyOn(t.app.mailer, 'send').mockImplementation((mail) => {
    sent.push(mail);
    return send(mail);
  });
});
afterAll(() => t.close());
beforeEach(() => {
  sent = [];
});

/** Waits for the log line `msg` written after line `from`. */
async function failureLine(from: number, msg: string) {
  await expect.poll(() => lines.slice(from).some((l) => l.msg === msg), { timeout: 10_000, interval: 50 }).toBe(true);
  return lines.slice(from).find((l) => l.msg === msg)!;
}

/**
 * The secrets a mail carried, in its links and its headers' links: query values, fragments and
 * last path segments (a check-in's own address names only its id, which needs a sign-in).
 */
function secretsOf(mail: MailMessage): string[] {
  const texts = [mail.text, ...Object.values(mail.headers ?? {})];
  const links = texts.flatMap((v) => v.match(/https?:\/\/[^\s<>]+/g) ?? []);
  expect(links.length).toBeGreaterThan(0);
  return links.flatMap((link) => {
    const url = new URL(link);
    const last = url.pathname.startsWith('/check-ins/') ? '' : (url.pathname.split('/').pop() ?? '');
    return [...url.searchParams.values(), url.hash.slice(1), last].filter((s) => s.length >= 16);
  });
}

function expectNothingOf(from: number, email: string) {
  const written = JSON.stringify(lines.slice(from));
  expect(written).not.toContain(email);
  expect(written).not.toContain(email.split('@')[0]);
  expect(sent.length).toBeGreaterThan(0);
  for (const secret of sent.flatMap(secretsOf)) expect(written).not.toContain(secret);
}

const REFUSED = { code: 'EENVELOPE', responseCode: 550 };

describe('a refused mail is logged by its codes alone', () => {
  it('sign-up: the verification mail', async () => {
    const from = lines.length;
    const email = uniqueEmail('new.signup');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Ada', email, password: 'gentle-morning-9' },
    });
    expect(res.statusCode).toBe(201);
    expect(await failureLine(from, 'verification mail failed')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, email);
  });

  it('sign-up with a registered address: the mail to its owner', async () => {
    const owner = await createPatient(t.database, t.config.jwtSecret);
    const from = lines.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Ada', email: owner.email, password: 'gentle-morning-9' },
    });
    expect(await failureLine(from, 'account-exists mail failed')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, owner.email);
  });

  it('resend-verification: the new link', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret, { status: 'inactive' });
    const from = lines.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: p.email } });
    expect(await failureLine(from, 'verification mail could not be sent')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, p.email);
  });

  it("forgot-password: the patient's reset link", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const from = lines.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: p.email } });
    expect(await failureLine(from, 'mail could not be sent')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, p.email);
  });

  it('change-password: the notice that it was changed', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const from = lines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(p.token),
      payload: { current_password: p.password, new_password: 'quiet-lantern-47', confirm_password: 'quiet-lantern-47' },
    });
    expect(res.statusCode).toBe(200);
    expect(await failureLine(from, 'mail could not be sent')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, p.email);
  });

  it("an admin's forgot-password: the reset link", async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const from = lines.length;
    await t.app.inject({ method: 'POST', url: '/api/admin/auth/forgot-password', payload: { email: admin.email } });
    expect(await failureLine(from, 'admin reset mail failed')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, admin.email);
  });

  it("a supporter's invitation, with its set-password link; the admin's answer is 201 all the same", async () => {
    const admin = await createAdmin(t.database, t.config.jwtSecret);
    const email = uniqueEmail('invited.supporter');
    const from = lines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/supporters',
      headers: bearer(admin.token),
      payload: { email, name: 'Ravi' },
    });
    expect(res.statusCode).toBe(201);
    expect(await failureLine(from, 'supporter invitation mail failed')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, email);
  });

  it("that a supporter's message is waiting; the message is sent all the same", async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const s = await createSupporter(t);
    await linkTo(t, p, s);
    const from = lines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/supporter/patients/${p.id}/messages`,
      headers: bearer(s.token),
      payload: { text: 'thinking of you this week' },
    });
    expect(res.statusCode).toBe(201);
    expect(await failureLine(from, 'support message mail failed')).toMatchObject({ mail: REFUSED });
    expectNothingOf(from, p.email);
    expect(JSON.stringify(lines.slice(from))).not.toContain('thinking of you');
  });

  it('a check-in mail, with its unsubscribe link', async () => {
    const p = await createPatient(t.database, t.config.jwtSecret);
    const put = { check_in_emails: true };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(p.token), payload: put })).statusCode,
    ).toBe(200);
    const from = lines.length;
    await storeSession(t, p.token, 'a tight knot behind the ribs');
    expect(await failureLine(from, 'check-in mail not sent; will retry')).toMatchObject({ mail: REFUSED });
    expect(sent.some((m) => m.headers?.['List-Unsubscribe'])).toBe(true);
    expectNothingOf(from, p.email);
    expect(JSON.stringify(lines.slice(from))).not.toContain('a tight knot');
  });
});
