import type { SessionStep, StepTranslations } from '@clearwell/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { admins, contentVersions, sessionSteps, stepMedia } from './schema.js';
import { loadMedia, stepWithMedia } from './step-rows.js';

type MediaRow = typeof stepMedia.$inferSelect;

/**
 * A media file as a version keeps it: by storage key rather than URL, so a version outlives a
 * change of where files are served from, with what a restore needs to list it on a step again.
 */
export interface StoredMedia {
  file: string;
  name: string;
  content_type: string;
  size_bytes: number;
}

/**
 * A step as a version keeps it: section 5's shape in English with its key and translations,
 * media by storage key. Versions recorded before there were languages (migration 0013) have
 * neither key nor translations.
 */
export type StoredStep = Omit<SessionStep, 'media' | 'key'> & {
  key?: string;
  translations?: StepTranslations;
  media: { image: StoredMedia[]; video: StoredMedia | null; audio: StoredMedia | null };
};

/** Whoever makes a change: the acting admin, or nobody for the seeded version. */
export interface VersionAuthor {
  actorAdminId: string | null;
  actorEmail: string | null;
}

/** Any fixed number: taken last by every transaction that records a version (see recordVersion). */
const CONTENT_VERSION_LOCK = 7_305_110_024;

/** The steps as patients are served them now, in session order. */
export async function liveSteps(deps: { db: Db }): Promise<StoredStep[]> {
  const rows = await deps.db
    .select()
    .from(sessionSteps)
    .orderBy(asc(sessionSteps.position), asc(sessionSteps.createdAt));
  const media = await loadMedia(
    deps,
    rows.map((r) => r.id),
  );
  const stored = (m: MediaRow): StoredMedia => ({
    file: m.storageKey,
    name: m.originalName,
    content_type: m.contentType,
    size_bytes: m.sizeBytes,
  });
  return rows.map((row) => ({
    ...stepWithMedia(row, media.get(row.id) ?? [], stored),
    translations: row.translations,
  }));
}

/**
 * Records the live steps as the next version. Call it inside the transaction that changed the
 * steps, after the change. The lock is taken last and held to the commit, so versions are
 * numbered in commit order and each one sees every change committed before it: two admins
 * editing different steps at once get two versions, the second holding both edits.
 */
export async function recordVersion(
  { db }: { db: Db },
  author: VersionAuthor,
  summary: string,
): Promise<{ id: string; number: number }> {
  await db.execute(sql`select pg_advisory_xact_lock(${CONTENT_VERSION_LOCK})`);
  const steps = await liveSteps({ db });
  const [last] = await db
    .select({ number: contentVersions.number })
    .from(contentVersions)
    .orderBy(desc(contentVersions.number))
    .limit(1);
  const [admin] = author.actorAdminId
    ? await db.select({ name: admins.name, email: admins.email }).from(admins).where(eq(admins.id, author.actorAdminId))
    : [];
  const name = admin?.name.trim() || admin?.email || author.actorEmail || 'System';
  const [row] = await db
    .insert(contentVersions)
    .values({
      number: (last?.number ?? 0) + 1,
      createdByAdminId: author.actorAdminId,
      createdByName: name,
      summary,
      steps,
    })
    .returning({ id: contentVersions.id, number: contentVersions.number });
  return row!;
}

/** Media rows for a step that a version lists, in its order: images first, then video and audio. */
export function mediaRowsOf(step: StoredStep) {
  const all = [
    ...step.media.image.map((m) => ({ kind: 'image' as const, m })),
    ...(step.media.video ? [{ kind: 'video' as const, m: step.media.video }] : []),
    ...(step.media.audio ? [{ kind: 'audio' as const, m: step.media.audio }] : []),
  ];
  return all.map(({ kind, m }, position) => ({
    stepId: step.id,
    kind,
    storageKey: m.file,
    originalName: m.name,
    contentType: m.content_type,
    sizeBytes: m.size_bytes,
    position,
  }));
}
