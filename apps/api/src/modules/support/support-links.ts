import type { LinkSupport, SupportLink, SupportScope } from '@clearwell/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supporters, supportLinks, supportViews, users } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isUuid } from '../../lib/uuid.js';
import type { ServiceDeps } from '../service-deps.js';

/** At most this many views are listed to the patient: the latest, oldest first. The data download has them all. */
export const LISTED_VIEWS = 100;

export type LinkRow = typeof supportLinks.$inferSelect;

export const scopeOf = (link: Pick<LinkRow, 'shareSessions' | 'shareMeasures' | 'shareCheckIns'>): SupportScope => ({
  sessions: link.shareSessions,
  measures: link.shareMeasures,
  check_ins: link.shareCheckIns,
});

const scopeColumns = (scope: SupportScope) => ({
  shareSessions: scope.sessions,
  shareMeasures: scope.measures,
  shareCheckIns: scope.check_ins,
});

export const noActiveLink = () => new AppError('NOT_FOUND', 'You are not linked to a supporter.');

const active = (userId: string) => and(eq(supportLinks.userId, userId), isNull(supportLinks.endedAt));

/** The patient's active link with its supporter's name, if any. */
export async function activeLinkOf(db: Db, userId: string): Promise<(LinkRow & { supporterName: string }) | undefined> {
  const [row] = await db
    .select({ link: supportLinks, supporterName: supporters.name })
    .from(supportLinks)
    .innerJoin(supporters, eq(supporters.id, supportLinks.supporterId))
    .where(active(userId))
    .limit(1);
  return row && { ...row.link, supporterName: row.supporterName };
}

const toWire = (link: LinkRow & { supporterName: string }): SupportLink => ({
  supporter: { name: link.supporterName },
  scope: scopeOf(link),
  since: link.createdAt.toISOString(),
});

/**
 * Links the patient to the active supporter with this code, sharing what they chose. 404 for a
 * code no active supporter has; 409 ALREADY_SUPPORTED while another link is active, also when two
 * requests race (the partial unique index decides).
 */
export async function createLink(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  input: LinkSupport,
): Promise<SupportLink> {
  const [supporter] = await db
    .select({ id: supporters.id, name: supporters.name })
    .from(supporters)
    .where(and(eq(supporters.code, input.code), eq(supporters.active, true)))
    .limit(1);
  if (!supporter) throw new AppError('NOT_FOUND', 'No supporter has this code. Check it with your supporter.');
  const [row] = await db
    .insert(supportLinks)
    .values({ userId, supporterId: supporter.id, ...scopeColumns(input.scope) })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError(
      'ALREADY_SUPPORTED',
      'You are already linked to a supporter. End that link before making another.',
    );
  return toWire({ ...row, supporterName: supporter.name });
}

/** The patient's active link, or null. */
export async function readLink({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<SupportLink | null> {
  const link = await activeLinkOf(db, userId);
  return link ? toWire(link) : null;
}

/** Changes what the active link shares, from the supporter's next request on. 404 without one. */
export async function updateScope(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  scope: SupportScope,
): Promise<SupportLink> {
  const [row] = await db.update(supportLinks).set(scopeColumns(scope)).where(active(userId)).returning();
  if (!row) throw noActiveLink();
  const [supporter] = await db
    .select({ name: supporters.name })
    .from(supporters)
    .where(eq(supporters.id, row.supporterId));
  return toWire({ ...row, supporterName: supporter!.name });
}

/** Ends the active link now: the supporter's next request for this patient is 404. 404 without one. */
export async function endLink({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<void> {
  const [row] = await db
    .update(supportLinks)
    .set({ endedAt: sql`now()` })
    .where(active(userId))
    .returning({ id: supportLinks.id });
  if (!row) throw noActiveLink();
}

/** When the supporter opened the patient's page through the active link: the latest LISTED_VIEWS, oldest first. */
export async function listViews({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<{ at: string }[]> {
  const link = await activeLinkOf(db, userId);
  if (!link) return [];
  const rows = await db
    .select({ at: supportViews.viewedAt })
    .from(supportViews)
    .where(eq(supportViews.linkId, link.id))
    .orderBy(desc(supportViews.viewedAt), desc(supportViews.id))
    .limit(LISTED_VIEWS);
  return rows.reverse().map((r) => ({ at: r.at.toISOString() }));
}

/** Every view of a link, oldest first (the data download). */
export async function allViews(db: Db, linkId: string): Promise<{ at: string }[]> {
  const rows = await db
    .select({ at: supportViews.viewedAt })
    .from(supportViews)
    .where(eq(supportViews.linkId, linkId))
    .orderBy(asc(supportViews.viewedAt), asc(supportViews.id));
  return rows.map((r) => ({ at: r.at.toISOString() }));
}

/**
 * The active link of a patient to this supporter, with the patient's first name (never more of
 * them). A patient who is not theirs, who ended the link, or whose account is gone is 404, as if
 * they never existed.
 */
export async function linkOfSupporter(
  db: Db,
  supporterId: string,
  patientId: string,
): Promise<LinkRow & { firstName: string }> {
  const [row] = isUuid(patientId)
    ? await db
        .select({ link: supportLinks, firstName: users.firstName })
        .from(supportLinks)
        .innerJoin(users, eq(users.id, supportLinks.userId))
        .where(and(active(patientId), eq(supportLinks.supporterId, supporterId)))
        .limit(1)
    : [];
  if (!row) throw notFound('Patient');
  return { ...row.link, firstName: row.firstName };
}
