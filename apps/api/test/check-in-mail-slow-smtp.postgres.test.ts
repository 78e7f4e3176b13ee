import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, fromPool, type Database } from '../src/db/client.js';
import { storeSessionOn } from './check-ins.js';
import { createPatient, type CreatedPatient } from './factories.js';
import { MailSink } from './mail-sink.js';
import { instancesOnOneDatabase, type Instances } from './postgres-instances.js';

/**
 * The check-in mail queue when the mail server is slow: it answers each message after 20 s,
 * longer than the queue's own polling and than any time-based lease. With two server processes
 * on one PostgreSQL every due check-in is still mailed exactly once, and a check-in whose
 * process died mid-send is mailed by another process, once.
 */
const ANSWER_AFTER_MS = 20_000;

describe('check-in mails through a slow mail server, two processes on one PostgreSQL', () => {
  const SECRET = 'check-in-mail-secret-long-enough-for-signing';
  let instances: Instances;
  let mail: MailSink;
  let database: Database;

  beforeAll(async () => {
    mail = await new MailSink({ answerAfterMs: ANSWER_AFTER_MS }).start();
    instances = await instancesOnOneDatabase('slowsmtp', 2, {
      JWT_SECRET: SECRET,
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://clearwell.test',
      FOLLOW_UP_SCHEDULE: '1s',
    });
    database = fromPool(createPool(instances.databaseUrl, 2));
  }, 90_000);

  afterAll(async () => {
    await database?.close();
    await instances?.close();
    await mail?.stop();
  });

  const patient = () => createPatient(database, SECRET, { checkInEmails: true });
  const mailStates = async (ids: string[]) =>
    (
      await database.pool!.query<{ id: string; mail_state: string | null }>(
        'select id, mail_state from check_ins where user_id = any($1::uuid[]) order by id',
        [ids],
      )
    ).rows;
  const mailsFor = (p: CreatedPatient, checkInId: string) =>
    mail.to(p.email).filter((m) => m.links.includes(`http://clearwell.test/check-ins/${checkInId}`));

  it('mails each due check-in exactly once', { timeout: 150_000 }, async () => {
    const patients = await Promise.all([patient(), patient(), patient()]);
    await Promise.all(
      patients.map((p, i) => storeSessionOn(instances.servers[i % 2]!.url, database, p.token, `S${i}`)),
    );
    const ids = patients.map((p) => p.id);
    await expect
      .poll(async () => (await mailStates(ids)).every((r) => r.mail_state === 'sent'), {
        timeout: 120_000,
        interval: 500,
      })
      .toBe(true);
    // Every send under way has had its answer: a second mail of any check-in would be in by now.
    await expect.poll(() => mail.answering, { timeout: 2 * ANSWER_AFTER_MS, interval: 200 }).toBe(0);

    const rows = await database.pool!.query<{ id: string; user_id: string }>(
      'select id, user_id from check_ins where user_id = any($1::uuid[])',
      [ids],
    );
    expect(rows.rows).toHaveLength(3);
    for (const row of rows.rows) {
      const owner = patients.find((p) => p.id === row.user_id)!;
      expect(mailsFor(owner, row.id), row.id).toHaveLength(1);
    }
    for (const p of patients) expect(mail.to(p.email)).toHaveLength(1);
  });

  it(
    'mails, from another process, a check-in whose process died while the mail server had not yet answered',
    {
      timeout: 150_000,
    },
    async () => {
      expect(await instances.stopAll()).toEqual([0, 0]);
      const first = await instances.start();
      const p = await patient();
      await storeSessionOn(first.url, database, p.token, 'Cut short');
      // The message is with the mail server, which has not said it took it.
      await expect.poll(() => mail.answering, { timeout: 15_000, interval: 100 }).toBe(1);
      await first.stop('SIGKILL');
      await instances.start();

      await expect
        .poll(() => mail.to(p.email).length, { timeout: 2 * ANSWER_AFTER_MS + 15_000, interval: 200 })
        .toBe(1);
      const [row] = await mailStates([p.id]);
      await expect.poll(async () => (await mailStates([p.id]))[0]!.mail_state, { timeout: 5000 }).toBe('sent');
      expect(mailsFor(p, row!.id)).toHaveLength(1);
    },
  );
});
