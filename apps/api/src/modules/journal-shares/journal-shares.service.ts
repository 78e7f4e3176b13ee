import type { CreatedShare, CreateShareRequest, SharedJournal, ShareSummary } from '@clearwell/shared';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { journalShares, journalShareSessions, journalShareViews, problems, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import { listJournal } from '../journal/journal-sessions.js';
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

/** The caller's links, newest first, each with how many of its sessions remain and every time it was opened (oldest first). */
export async function listShares({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<ShareSummary[]> {
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
    .where(eq(journalShares.userId, userId))
    .orderBy(desc(journalShares.createdAt), desc(journalShares.id));
  if (shares.length === 0) return [];
  const views = await db
    .select({ shareId: journalShareViews.shareId, viewedAt: journalShareViews.viewedAt })
    .from(journalShareViews)
    .where(
      inArray(
        journalShareViews.shareId,
        shares.map((s) => s.id),
      ),
    )
    .orderBy(asc(journalShareViews.viewedAt), asc(journalShareViews.id));
  const viewsOf = new Map<string, { at: string }[]>();
  for (const v of views) {
    const list = viewsOf.get(v.shareId) ?? [];
    list.push({ at: v.viewedAt.toISOString() });
    viewsOf.set(v.shareId, list);
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
 * sessions that still exist. A revoked or expired link, or one whose sessions are all gone,
 * is 404, the same answer as a link that never existed. Each answer records the time of the view.
 */
export async function openSharedJournal({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<SharedJournal> {
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
  const shared = await db
    .select({ id: journalShareSessions.problemId })
    .from(journalShareSessions)
    .where(eq(journalShareSessions.shareId, share.id));
  const sessions =
    shared.length === 0
      ? []
      : (
          await listJournal(
            { db },
            share.userId,
            shared.map((s) => s.id),
          )
        ).flatMap((d) => d.sessions);
  if (sessions.length === 0) throw linkEnded();
  await db.insert(journalShareViews).values({ shareId: share.id });
  return { first_name: share.firstName, expires_at: share.expiresAt.toISOString(), sessions };
}

/** The patient's links for their data download: when each was made, ends, was ended and opened. Never the secret. */
export async function sharesForExport({ db }: Pick<ServiceDeps, 'db'>, userId: string) {
  const shares = await listShares({ db }, userId);
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
