import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { storeSession, waitUntilDue } from '../../../test/check-ins.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { buildApp } from '../../app.js';
import { checkIns, sessionSteps } from '../../db/schema.js';
import type { Mailer } from '../../lib/mailer.js';
import { createTestDatabase } from '../../../test/database.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { FOLLOW_UP_SCHEDULE: '1s,1h' } });
});
afterAll(() => t.close());

const settings = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(token) })).json().data;
const putSettings = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(token), payload });

async function patientWithReminders() {
  const me = await createPatient(t.database, t.config.jwtSecret);
  expect((await putSettings(me.token, { check_in_emails: true })).statusCode).toBe(200);
  return me;
}

/** Waits until the mail queue has dealt with every due check-in of the patient (sent or skipped). */
async function queueSettled(userId: string) {
  await expect
    .poll(
      async () =>
        (await t.database.db.select().from(checkIns).where(eq(checkIns.userId, userId))).filter(
          (c) => c.after === '1s' && c.mailState === null,
        ).length,
      {
        timeout: 10_000,
        interval: 100,
      },
    )
    .toBe(0);
}

describe('settings: check_in_emails', () => {
  it('is off by default, turns on alone, and is kept when other settings change', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    expect(await settings(me.token)).toEqual({
      guide_medium: 'video',
      share_data_for_research: false,
      check_in_emails: false,
      support_emails: true,
      country: null,
      language: 'en',
      language_chosen: false,
    });
    expect((await putSettings(me.token, { check_in_emails: true })).json().data.check_in_emails).toBe(true);
    expect((await putSettings(me.token, { guide_medium: 'audio' })).json().data).toEqual({
      guide_medium: 'audio',
      share_data_for_research: false,
      check_in_emails: true,
      support_emails: true,
      country: null,
      language: 'en',
      language_chosen: false,
    });
    const bad = await putSettings(me.token, { check_in_emails: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'check_in_emails' })]);
  });
});

describe('check-in mails', () => {
  it('mails a due check-in once, linking to it, with one-click unsubscribe headers', async () => {
    const me = await patientWithReminders();
    await storeSession(t, me.token, 'Private words about my chest');
    const [due] = await waitUntilDue(t, me.token, 1);
    const mail = await t.mail.waitFor(me.email, /how is it/i, 10_000);
    expect(mail.links).toContain(`http://clearwell.test/check-ins/${due!.id}`);
    expect(mail.text).toContain('It has been a second since your session');
    // The journal's words stay out of mails.
    expect(mail.text + mail.html).not.toContain('Private words');
    const unsubscribe = /^<(http:\/\/clearwell\.test\/api\/check-ins\/unsubscribe\/[^>]+)>$/.exec(
      mail.headers.get('list-unsubscribe') ?? '',
    );
    expect(unsubscribe).not.toBeNull();
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await queueSettled(me.id);
    expect(t.mail.to(me.email)).toHaveLength(1);

    // RFC 8058: a POST with the form body, no token, turns the reminders off.
    const path = new URL(unsubscribe![1]!).pathname;
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await settings(me.token)).check_in_emails).toBe(false);
  });

  it("writes the reminder in the patient's language", async () => {
    const me = await createPatient(t.database, t.config.jwtSecret, { language: 'de', checkInEmails: true });
    await storeSession(t, me.token, 'Schwere Beine');
    await waitUntilDue(t, me.token, 1);
    const mail = await t.mail.waitFor(me.email, /später/, 10_000);
    expect(mail.subject).toBe('Clearwell: Wie ist es eine Sekunde später?');
    expect(mail.text).toContain('Deine Sitzung ist jetzt eine Sekunde her.');
    expect(mail.text).toContain('Du bekommst diese Erinnerungen, weil du sie in den Einstellungen eingeschaltet hast.');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(mail.text + mail.html).not.toMatch(/It has been|reminders/);
  });

  it('sends nothing to a patient with reminders off', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    await storeSession(t, me.token, 'Quiet please');
    await waitUntilDue(t, me.token, 1);
    await queueSettled(me.id);
    const [row] = (await t.database.db.select().from(checkIns).where(eq(checkIns.userId, me.id))).filter(
      (c) => c.after === '1s',
    );
    expect(row!.mailState).toBe('skipped');
    expect(t.mail.to(me.email)).toHaveLength(0);
  });

  it('refuses an unsubscribe link that this server did not sign, and changes nothing', async () => {
    const me = await patientWithReminders();
    const forged = `${me.id}.${Buffer.alloc(32).toString('base64url')}`;
    for (const token of [forged, 'nonsense', `${me.id}.`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/check-ins/unsubscribe/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error).toBe('INVALID_TOKEN');
    }
    expect((await settings(me.token)).check_in_emails).toBe(true);
  });

  it('gives a new unsubscribe link when the patient turns the mails back on; the old one then does nothing', async () => {
    const me = await patientWithReminders();
    const unsubscribeLinkOf = (mail: { headers: Map<string, string> }) =>
      new URL(/^<([^>]+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!).pathname;
    const oneClick = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });

    await storeSession(t, me.token, 'First');
    const first = unsubscribeLinkOf(await t.mail.waitFor(me.email, /how is it/i, 10_000));
    // Saving the settings unchanged keeps the link the patient already has.
    expect((await putSettings(me.token, { check_in_emails: true, guide_medium: 'text' })).statusCode).toBe(200);
    expect((await oneClick(first)).statusCode).toBe(200);
    expect((await settings(me.token)).check_in_emails).toBe(false);

    expect((await putSettings(me.token, { check_in_emails: true })).statusCode).toBe(200);
    await storeSession(t, me.token, 'Second');
    const second = unsubscribeLinkOf(await t.mail.waitForNext(me.email, 1, /how is it/i, 10_000));
    expect(second).not.toBe(first);

    const stale = await oneClick(first);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ success: false, error: 'INVALID_TOKEN' });
    expect((await settings(me.token)).check_in_emails).toBe(true);
    expect((await oneClick(second)).statusCode).toBe(200);
    expect((await settings(me.token)).check_in_emails).toBe(false);
  });

  it('mails, after start-up, a check-in that fell due while no process was running', async () => {
    // A database of its own, so that no app of this file runs while the check-in falls due.
    const database = await createTestDatabase();
    const appOn = async (mailer?: Mailer) => {
      const app = await buildApp({
        config: t.config,
        database,
        logger: false,
        closeDatabase: false,
        ...(mailer ? { mailer } : {}),
      });
      await app.ready();
      return app;
    };
    try {
      const me = await createPatient(database, t.config.jwtSecret, { checkInEmails: true });
      const first = await appOn({
        send: async () => {
          throw new Error('nothing is due while the first process runs');
        },
      });
      const res = await first.inject({
        method: 'POST',
        url: '/api/problem',
        headers: bearer(me.token),
        payload: await sessionPayload(),
      });
      expect(res.statusCode).toBe(201);
      await first.close();
      const dueRow = async () =>
        (await database.db.select().from(checkIns).where(eq(checkIns.userId, me.id))).find((c) => c.after === '1s')!;
      await expect
        .poll(async () => (await dueRow()).dueAt.getTime() < Date.now(), { timeout: 5000, interval: 100 })
        .toBe(true);
      expect((await dueRow()).mailState).toBeNull();

      const next = await appOn();
      try {
        const mail = await t.mail.waitFor(me.email, /how is it/i, 10_000);
        expect(mail.links).toContain(`http://clearwell.test/check-ins/${(await dueRow()).id}`);
      } finally {
        await next.close();
      }
    } finally {
      await database.close();
    }
  });
});

async function sessionPayload() {
  const rows = await t.database.db.select().from(sessionSteps);
  const steps = Object.fromEntries(rows.map((s) => [s.title, s.id]));
  return {
    responses: [
      { session_step_id: steps['Choose Experience'], response: 'Physical pain' },
      { session_step_id: steps['Rate the Intensity'], response: 6 },
      { session_step_id: steps['Focus and Feel It'], response: 'Heavy legs' },
      { session_step_id: steps['Feel Now'], response: 2 },
    ],
  };
}
