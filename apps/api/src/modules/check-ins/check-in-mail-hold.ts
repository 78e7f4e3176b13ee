import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { queryRows } from '../../db/query-rows.js';
import type { DueCheckInMail } from './check-in-mail.js';

export type OwedMail = DueCheckInMail & { user_id: string };

/**
 * Sends at most one owed check-in mail while holding it, so that no other process can send it
 * too: `send` runs with the check-in held and a database to record the outcome in; it returns
 * `false` when nothing was owed. See docs/decisions/011-check-in-mail-queue.md.
 *
 * On PostgreSQL, the hold is a transaction-scoped advisory lock on the check-in, taken on a
 * connection of its own and kept until the outcome commits, however long the mail server takes:
 * no lease runs out while a process is still sending, and a process that dies lets go at once
 * (PostgreSQL ends its transaction with its connection). An advisory lock rather than a row
 * lock, so that a patient answering or deleting the check-in never waits on a mail server.
 * PGlite serves one process, whose queue runs one turn at a time: nothing else can claim the
 * row, and a transaction there would stop every request for as long as the send takes.
 */
export async function withOwedMail(
  database: Pick<Database, 'kind'> & { db: Db },
  send: (db: Db, due: OwedMail) => Promise<void>,
): Promise<boolean> {
  if (database.kind === 'pglite') {
    const [due] = await owedMails(database.db, 1);
    if (due) await send(database.db, due);
    return due !== undefined;
  }
  return database.db.transaction(async (tx) => {
    // A server-wide limit on idle transactions must not end the hold while the mail server thinks.
    await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
    for (const candidate of await owedMails(tx, CANDIDATES)) {
      if (!(await tryHold(tx, candidate.id))) continue;
      // Another process may have sent it and let go between the list and the lock.
      const [due] = await owedMails(tx, 1, candidate.id);
      if (!due) continue;
      await send(tx, due);
      return true;
    }
    return false;
  });
}

/** How many of the oldest owed check-ins a process looks through for one no other process holds. */
const CANDIDATES = 20;
/** The advisory locks' first key, naming the check-in mail queue (the second is the check-in's). */
const LOCK_SPACE = 11;

async function tryHold(db: Db, checkInId: string): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, hashtext(${checkInId})) as held`,
  );
  return row?.held === true;
}

/** Due check-ins a mail is still owed for (oldest first), or the one named if it is. */
function owedMails(db: Db, limit: number, checkInId?: string): Promise<OwedMail[]> {
  return queryRows(
    db,
    sql`
    select c.id, c.user_id, u.email, c.after, u.language, u.check_in_mail_key from check_ins c join users u on u.id = c.user_id
    where c.mail_state is null and c.due_at <= now() and c.answered_at is null and u.check_in_emails
      and (c.mail_claimed_until is null or c.mail_claimed_until < now())
      ${checkInId ? sql`and c.id = ${checkInId}::uuid` : sql``}
    order by c.due_at limit ${limit}`,
  );
}
