import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import { databaseFailure } from '../../lib/database-errors.js';
import { mailFailure } from '../../lib/mail-failure.js';
import type { ServiceDeps } from '../service-deps.js';
import { checkInMail, type DueCheckInMail } from './check-in-mail.js';

/** How many check-ins one process claims at a time. */
const BATCH = 20;
/** After a failed send, the check-in waits this long before any process tries it again. */
const RETRY_AFTER_MS = 60_000;

type MailQueueDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'config'>;

/**
 * Due check-ins that will get no mail (the patient has reminders off, or answered first) leave
 * the queue, so it holds only what is still owed.
 */
async function skipUnwanted(db: Db): Promise<void> {
  await db.execute(sql`
    update check_ins c set mail_state = 'skipped', mail_claimed_until = null
    from users u
    where u.id = c.user_id and c.mail_state is null and c.due_at <= now()
      and (c.answered_at is not null or not u.check_in_emails)`);
}

/**
 * Claims up to BATCH due check-ins for this process, in one statement: rows another process is
 * claiming right now are skipped (`for update skip locked`), and a claimed row carries a lease
 * (`mail_claimed_until`) that keeps every other process off it until it is sent or the lease
 * runs out (a process that died mid-send). See docs/decisions/011-check-in-mail-queue.md.
 */
async function claim(db: Db, leaseMs: number): Promise<Array<DueCheckInMail & { user_id: string }>> {
  return queryRows(
    db,
    sql`
    with next as (
      select c.id from check_ins c join users u on u.id = c.user_id
      where c.mail_state is null and c.due_at <= now() and c.answered_at is null and u.check_in_emails
        and (c.mail_claimed_until is null or c.mail_claimed_until < now())
      order by c.due_at limit ${BATCH}
      for update of c skip locked)
    update check_ins c set mail_claimed_until = now() + make_interval(secs => ${leaseMs / 1000})
    from next, users u
    where c.id = next.id and u.id = c.user_id
    returning c.id, c.user_id, u.email, c.after, u.language`,
  );
}

async function settle(db: Db, id: string, sent: boolean): Promise<void> {
  await db.execute(
    sent
      ? sql`update check_ins set mail_state = 'sent', mail_claimed_until = null where id = ${id}::uuid`
      : sql`update check_ins set mail_claimed_until = now() + make_interval(secs => ${RETRY_AFTER_MS / 1000}) where id = ${id}::uuid`,
  );
}

/** Mails every check-in that is due and owed a mail; returns how many were sent. */
export async function mailDueCheckIns(deps: MailQueueDeps): Promise<number> {
  await skipUnwanted(deps.db);
  let sent = 0;
  for (;;) {
    const claimed = await claim(deps.db, deps.config.checkInMailLeaseMs);
    for (const due of claimed) {
      const { appName, publicUrl, jwtSecret } = deps.config;
      const mail = checkInMail({ appName, publicUrl, jwtSecret, userId: due.user_id }, due);
      try {
        await deps.mailer.send(mail);
      } catch (err) {
        // The transport's message can quote the address: only its codes are logged.
        deps.log.warn({ mail: mailFailure(err), checkInId: due.id }, 'check-in mail not sent; will retry');
        await settle(deps.db, due.id, false);
        continue;
      }
      await settle(deps.db, due.id, true);
      sent++;
    }
    if (claimed.length < BATCH) return sent;
  }
}

/**
 * Runs `mailDueCheckIns` now and then every `config.checkInMailPollMs` until stopped. A check-in that fell due while
 * no process ran is found by the first run; one falling due later, within `pollMs`. Failures
 * (the database away) are logged without values and tried again at the next turn.
 */
export function startMailQueue(deps: MailQueueDeps) {
  const pollMs = deps.config.checkInMailPollMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const turn = () => {
    running = mailDueCheckIns(deps)
      .then(() => undefined)
      .catch((err: unknown) =>
        deps.log.warn(
          { failure: databaseFailure(err) ?? { type: (err as Error).name } },
          'check-in mail queue: run failed',
        ),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(turn, pollMs).unref();
      });
  };
  turn();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
