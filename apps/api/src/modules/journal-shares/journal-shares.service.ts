import type { Readable } from 'node:stream';
import type { CreatedShare, CreateShareRequest, ShareSummary } from '@clearwell/shared';
import { MAX_LISTED_ENDED_SHARES, MAX_LISTED_VIEWS, MAX_OPEN_SHARES } from '@clearwell/shared';
import { and, desc, eq, gt, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { journalShares, journalShareSessions, problems, users } from '../../db/schema.js';
import { queryRows } from '../../db/query-rows.js';
import { AppError } from '../../lib/app-error.js';
import { isoOf } from '../../db/sql-helpers.js';
import { isUuid } from '../../lib/uuid.js';
import { readSharedSessions } from '../journal/journal.service.js';
import type { ServiceDeps } from '../service-deps.js';
import { hashShareToken, isShareToken, newShareToken } from './share-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const linkEnded = () => new AppError('NOT_FOUND', 'This link has ended or does not exist.');

/**
 * Makes a link to some of the caller's sessions. Every id must name one of the caller's own
 * sessions: another patient's, like one that does not exist, is 404 and nothing is made.
 */
export async function createShare(
  deps: Pick<ServiceDeps, 'db' | 'config'>,
  userId: string,
  request: CreateShareRequest,
): Promise<CreatedShare> {
  const { db } = deps;
  const wanted = [...new Set(request.session_ids)];
  const ids = wanted.filter(isUuid);
  const own =
    ids.length === wanted.length
      ? await db
          .select({ id: problems.id })
          .from(problems)
          .where(and(eq(problems.userId, userId), inArray(problems.id, ids)))
      : [];
  if (own.length !== wanted.length) throw new AppError('NOT_FOUND', 'Some of these journal entries were not found.');

  const token = newShareToken();
  const expiresAt = new Date(Date.now() + request.expires_in_days * DAY_MS);
  const share = await db.transaction(async (tx) => {
    // The patient's row is locked while counting, so two links made at once cannot both be the last allowed.
    await tx.execute(sql`select 1 from users where id = ${userId}::uuid for update`);
    const [open] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(journalShares)
      .where(
        and(eq(journalShares.userId, userId), isNull(journalShares.revokedAt), gt(journalShares.expiresAt, sql`now()`)),
      );
    if (open!.count >= MAX_OPEN_SHARES)
      throw new AppError(
        'TOO_MANY_LINKS',
        `You already have ${MAX_OPEN_SHARES} open links. End one of them before making another.`,
      );
    const [row] = await tx
      .insert(journalShares)
      .values({ userId, tokenHash: hashShareToken(token), expiresAt })
      .returning({ id: journalShares.id, expiresAt: journalShares.expiresAt });
    await tx.insert(journalShareSessions).values(wanted.map((problemId) => ({ shareId: row!.id, problemId })));
    return row!;
  });
  return {
    id: share.id,
    url: `${deps.config.publicUrl}/shared/${token}`,
    expires_at: share.expiresAt.toISOString(),
    session_ids: wanted,
  };
}

/**
 * The caller's links, newest first: every open one (at most MAX_OPEN_SHARES) and the
 * MAX_LISTED_ENDED_SHARES newest ended ones, each with how many of its sessions remain and its
 * MAX_LISTED_VIEWS most recent views (oldest first). `everything` lifts both bounds (the data download).
 */
export async function listShares(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  everything = false,
): Promise<ShareSummary[]> {
  const ended = sql`(${journalShares.revokedAt} is not null or ${journalShares.expiresAt} <= now())`;
  const newestEnded = db
    .select({ id: journalShares.id })
    .from(journalShares)
    .where(and(eq(journalShares.userId, userId), ended))
    .orderBy(desc(journalShares.createdAt), desc(journalShares.id))
    .limit(MAX_LISTED_ENDED_SHARES);
  const shares = await db
    .select({
      id: journalShares.id,
      createdAt: journalShares.createdAt,
      expiresAt: journalShares.expiresAt,
      revokedAt: journalShares.revokedAt,
      sessionCount:
        sql<number>`(select count(*) from ${journalShareSessions} where ${journalShareSessions.shareId} = ${journalShares.id})`.mapWith(
          Number,
        ),
    })
    .from(journalShares)
    .where(
      and(
        eq(journalShares.userId, userId),
        everything ? undefined : or(not(ended), inArray(journalShares.id, newestEnded)),
      ),
    )
    .orderBy(desc(journalShares.createdAt), desc(journalShares.id));
  if (shares.length === 0) return [];
  const ids = JSON.stringify(shares.map((s) => s.id));
  // Per link, its newest views through the (share_id, viewed_at) index, however often it was opened.
  const views = await queryRows<{ share_id: string; at: string }>(
    db,
    sql`
    select s.id as share_id, ${isoOf(sql`v.viewed_at`)} as at
    from jsonb_array_elements_text(${ids}::jsonb) as s(id)
    cross join lateral (
      select viewed_at, id from journal_share_views
      where share_id = s.id::uuid
      order by viewed_at desc, id desc
      ${everything ? sql`` : sql`limit ${MAX_LISTED_VIEWS}`}
    ) v
    order by v.viewed_at, v.id`,
  );
  const viewsOf = new Map<string, { at: string }[]>();
  for (const v of views) {
    const list = viewsOf.get(v.share_id) ?? [];
    list.push({ at: v.at });
    viewsOf.set(v.share_id, list);
  }
  return shares.map((s) => ({
    id: s.id,
    created_at: s.createdAt.toISOString(),
    expires_at: s.expiresAt.toISOString(),
    revoked_at: s.revokedAt?.toISOString() ?? null,
    session_count: s.sessionCount,
    views: viewsOf.get(s.id) ?? [],
  }));
}

/** Ends one of the caller's links now. Ending an ended link changes nothing; another patient's is 404. */
export async function revokeShare({ db }: Pick<ServiceDeps, 'db'>, userId: string, shareId: string): Promise<void> {
  if (!isUuid(shareId)) throw new AppError('NOT_FOUND', 'Shared link not found.');
  const [row] = await db
    .update(journalShares)
    .set({ revokedAt: sql`coalesce(${journalShares.revokedAt}, now())` })
    .where(and(eq(journalShares.id, shareId), eq(journalShares.userId, userId)))
    .returning({ id: journalShares.id });
  if (!row) throw new AppError('NOT_FOUND', 'Shared link not found.');
}

/**
 * What a link shows, read by anyone holding it: the patient's first name and the shared
 * sessions that still exist, read as the patient's own journal is, a page at a time (at most
 * 50 sessions of up to a megabyte each, so never all at once), and written as they are read
 * when they are long. A revoked or expired link, or one whose sessions are all gone, is 404,
 * the same answer as a link that never existed. Each answer records the time of the view.
 */
export async function readSharedJournal(deps: Pick<ServiceDeps, 'db'>, token: string): Promise<string | Readable> {
  const { db } = deps;
  if (!isShareToken(token)) throw linkEnded();
  const [share] = await db
    .select({
      id: journalShares.id,
      userId: journalShares.userId,
      expiresAt: journalShares.expiresAt,
      firstName: users.firstName,
    })
    .from(journalShares)
    .innerJoin(users, eq(users.id, journalShares.userId))
    .where(
      and(
        eq(journalShares.tokenHash, hashShareToken(token)),
        isNull(journalShares.revokedAt),
        gt(journalShares.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!share) throw linkEnded();
  // The view is recorded only while a shared session remains (deleting a session deletes its share rows).
  const viewed = await queryRows<{ id: string }>(
    db,
    sql`insert into journal_share_views (share_id)
        select share_id from journal_share_sessions where share_id = ${share.id}::uuid limit 1
        returning id`,
  );
  if (viewed.length === 0) throw linkEnded();
  const head = { first_name: share.firstName, expires_at: share.expiresAt.toISOString() };
  return readSharedSessions(deps, share, head);
}

/** The patient's links for their data download: when each was made, ends, was ended and opened. Never the secret. */
export async function sharesForExport({ db }: Pick<ServiceDeps, 'db'>, userId: string) {
  const shares = await listShares({ db }, userId, true);
  if (shares.length === 0) return [];
  const sessions = await db
    .select({ shareId: journalShareSessions.shareId, problemId: journalShareSessions.problemId })
    .from(journalShareSessions)
    .where(
      inArray(
        journalShareSessions.shareId,
        shares.map((s) => s.id),
      ),
    );
  const idsOf = new Map<string, string[]>();
  for (const r of sessions) idsOf.set(r.shareId, [...(idsOf.get(r.shareId) ?? []), r.problemId]);
  return shares.map(({ session_count: _count, ...s }) => ({ ...s, session_ids: idsOf.get(s.id) ?? [] }));
}
