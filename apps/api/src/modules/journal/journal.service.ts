import type { Readable } from 'node:stream';
import type { SharedJournal } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import { problems } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';
import {
  firstSessions,
  journalJson,
  noCheckIns,
  sessionsBetween,
  sharedJournalJson,
  wholeOrStream,
  withCheckIns,
} from './journal-json.js';
import { journalPages } from './journal-pages.js';

/**
 * The caller's journal: its JSON when it is at most WHOLE_JOURNAL_BYTES, else a stream that goes
 * on from where reading stopped. Its first pages are read before this resolves, so a database
 * that fails then is answered as any failure is; what fails later cuts the stream.
 */
export function readJournal(deps: Pick<ServiceDeps, 'db'>, userId: string): Promise<string | Readable> {
  return wholeOrStream(journalJson(withCheckIns(deps, userId, journalPages(deps, userId))));
}

/**
 * The sessions a shared link shares, under `head`, read and answered as the caller's own journal
 * is (see readJournal).
 */
export function readSharedSessions(
  deps: Pick<ServiceDeps, 'db'>,
  share: { id: string; userId: string },
  head: Omit<SharedJournal, 'sessions'>,
): Promise<string | Readable> {
  return wholeOrStream(
    sharedJournalJson(head, withCheckIns(deps, share.userId, journalPages(deps, share.userId, share.id))),
  );
}

/**
 * The patient's newest `max` sessions as an array of journal session objects (newest first),
 * written between `before` and `after`, JSON the caller made and checked: read and answered as
 * the patient's own journal is (see readJournal). Without `checkIns`, each session's `check_ins`
 * is empty, for a reader the patient has not shown them to.
 */
export function readNewestSessions(
  deps: Pick<ServiceDeps, 'db'>,
  userId: string,
  opts: { max: number; checkIns: boolean; before: string; after: string },
): Promise<string | Readable> {
  const pages = firstSessions(journalPages(deps, userId), opts.max);
  const withOrWithout = opts.checkIns ? withCheckIns(deps, userId, pages) : noCheckIns(pages);
  return wholeOrStream(sessionsBetween(opts.before, withOrWithout, opts.after));
}

/** Deletes every session of the caller (their answers go with them); nobody else's. */
export async function clearJournal({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<number> {
  const deleted = await db.delete(problems).where(eq(problems.userId, userId)).returning({ id: problems.id });
  return deleted.length;
}
