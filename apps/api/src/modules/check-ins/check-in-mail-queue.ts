import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { databaseFailure } from '../../lib/database-errors.js';
import { mailFailure } from '../../lib/mail-failure.js';
import type { ServiceDeps } from '../service-deps.js';
import { checkInMail } from './check-in-mail.js';
import { withOwedMail, type OwedMail } from './check-in-mail-hold.js';

/** After a failed send, the check-in waits this long before any process tries it again. */
const RETRY_AFTER_MS = 60_000;

type MailQueueDeps = Pick<ServiceDeps, 'db' | 'mailer' | 'log' | 'config'> & { database: Pick<Database, 'kind'> };

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

/** Mails every check-in that is due and owed a mail, one at a time; returns how many were sent. */
export async function mailDueCheckIns(deps: MailQueueDeps): Promise<number> {
  await skipUnwanted(deps.db);
  const { appName, publicUrl, jwtSecret } = deps.config;
  let sent = 0;
  const sendHeld = async (db: Db, due: OwedMail) => {
    const mail = checkInMail({ appName, publicUrl, jwtSecret, userId: due.user_id }, due);
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      // The transport's message can quote the address: only its codes are logged.
      deps.log.warn({ mail: mailFailure(err), checkInId: due.id }, 'check-in mail not sent; will retry');
      await db.execute(
        sql`update check_ins set mail_claimed_until = now() + make_interval(secs => ${RETRY_AFTER_MS / 1000}) where id = ${due.id}::uuid`,
      );
      return;
    }
    await db.execute(
      sql`update check_ins set mail_state = 'sent', mail_claimed_until = null where id = ${due.id}::uuid`,
    );
    sent++;
  };
  const database = { kind: deps.database.kind, db: deps.db };
  while (await withOwedMail(database, sendHeld)) {
    // One mail per turn of the loop, each held on its own, until none is owed.
  }
  return sent;
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
