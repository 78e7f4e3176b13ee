import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, fromPool, type Database } from '../src/db/client.js';
import { storeSessionOn } from './check-ins.js';
import { createPatient, type CreatedPatient } from './factories.js';
import { MailSink } from './mail-sink.js';
import { instancesOnOneDatabase, type Instances } from './postgres-instances.js';

/**
 * The check-in mail queue with two server processes on one PostgreSQL: every due check-in is
 * mailed exactly once and within 10 s of falling due, and one that fell due while no process ran
 * is mailed once a process starts.
 */
describe('check-in mails with two processes on one PostgreSQL', () => {
  const SECRET = 'check-in-mail-secret-long-enough-for-signing';
  let instances: Instances;
  let mail: MailSink;
  let database: Database;

  beforeAll(async () => {
    mail = await new MailSink().start();
    instances = await instancesOnOneDatabase('checkins', 2, {
      JWT_SECRET: SECRET,
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://clearwell.test',
      FOLLOW_UP_SCHEDULE: '2s,4s',
    });
    database = fromPool(createPool(instances.databaseUrl, 2));
  }, 90_000);

  afterAll(async () => {
    await database?.close();
    await instances?.close();
    await mail?.stop();
  });

  const store = (base: string, p: CreatedPatient, text: string) => storeSessionOn(base, database, p.token, text);

  const checkInRows = async (ids: string[]) =>
    (
      await database.pool!.query<{ id: string; user_id: string; due_at: Date; mail_state: string | null }>(
        'select id, user_id, due_at, mail_state from check_ins where user_id = any($1::uuid[])',
        [ids],
      )
    ).rows;

  it('mails each due check-in exactly once, within 10 s of due_at', async () => {
    const patients = await Promise.all(
      Array.from({ length: 6 }, () => createPatient(database, SECRET, { checkInEmails: true })),
    );
    await Promise.all(patients.map((p, i) => store(instances.servers[i % 2]!.url, p, `Session ${i}`)));
    const ids = patients.map((p) => p.id);
    await expect
      .poll(async () => (await checkInRows(ids)).filter((r) => r.mail_state === 'sent').length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(12);
    for (const p of patients) await expect.poll(() => mail.to(p.email).length, { timeout: 5000, interval: 50 }).toBe(2);

    const rows = await checkInRows(ids);
    for (const row of rows) {
      const owner = patients.find((p) => p.id === row.user_id)!;
      const mails = mail.to(owner.email).filter((m) => m.links.includes(`http://clearwell.test/check-ins/${row.id}`));
      expect(mails, row.id).toHaveLength(1);
      const late = mails[0]!.receivedAt.getTime() - row.due_at.getTime();
      expect(late, `mailed ${late} ms after due_at`).toBeGreaterThanOrEqual(0);
      expect(late, `mailed ${late} ms after due_at`).toBeLessThan(10_000);
    }
  });

  it('mails, once a process starts, a check-in that fell due while none ran', async () => {
    const p = await createPatient(database, SECRET, { checkInEmails: true });
    await store(instances.servers[0]!.url, p, 'Stored just before closing time');
    expect(await instances.stopAll()).toEqual([0, 0]);
    await expect
      .poll(async () => (await checkInRows([p.id])).every((r) => r.due_at.getTime() < Date.now()), {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(true);
    expect((await checkInRows([p.id])).map((r) => r.mail_state)).toEqual([null, null]);
    expect(mail.to(p.email)).toHaveLength(0);

    await instances.start();
    await expect.poll(() => mail.to(p.email).length, { timeout: 15_000, interval: 100 }).toBe(2);
  });
});
