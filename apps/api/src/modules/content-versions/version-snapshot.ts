import type { AdminSessionStepResponse, SessionStep, StepTranslations } from '@clearwell/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { admins, contentVersions, sessionSteps, stepMedia } from '../../db/schema.js';
import type { FileStorage } from '../../lib/storage.js';
import { slugOf } from '../../lib/step-keys.js';
import type { ServiceDeps } from '../service-deps.js';
import { loadMedia, stepWithMedia } from '../session-steps/step-mapper.js';

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
export async function liveSteps(deps: Pick<ServiceDeps, 'db'>): Promise<StoredStep[]> {
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
 * A version's steps as the wire shows them: media by the URL the server serves; a step kept
 * before there were keys shows the key its step has now (`liveKeys`, by id), else one read from
 * its title, and no translations.
 */
export function toWireSteps(
  steps: StoredStep[],
  storage: FileStorage,
  liveKeys: ReadonlyMap<string, string> = new Map(),
): AdminSessionStepResponse[] {
  const file = (m: StoredMedia) => ({ file: storage.urlPath(m.file), name: m.name });
  return steps.map((s) => ({
    ...s,
    key: s.key ?? liveKeys.get(s.id) ?? slugOf(s.title),
    translations: s.translations ?? {},
    media: {
      image: s.media.image.map(file),
      video: s.media.video && file(s.media.video),
      audio: s.media.audio && file(s.media.audio),
    },
  }));
}

/**
 * Records the live steps as the next version. Call it inside the transaction that changed the
 * steps, after the change. The lock is taken last and held to the commit, so versions are
 * numbered in commit order and each one sees every change committed before it: two admins
 * editing different steps at once get two versions, the second holding both edits.
 */
export async function recordVersion(
  { db }: Pick<ServiceDeps, 'db'>,
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
