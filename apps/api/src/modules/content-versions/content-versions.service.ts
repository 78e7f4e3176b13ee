import type {
  ContentVersion,
  ContentVersionDetailResponse,
  Paged,
  PageQuery,
  StepTranslations,
} from '@clearwell/shared';
import { count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { contentVersions, sessionSteps, stepMedia } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { isUuid } from '../../lib/uuid.js';
import { slugOf, uniqueKey } from '../../lib/step-keys.js';
import { lockStepOrder } from '../admin-steps/admin-steps.service.js';
import type { ServiceDeps } from '../service-deps.js';
import { diffSteps } from './version-diff.js';
import { mediaRowsOf, recordVersion, type StoredStep } from '../../db/version-snapshot.js';
import { toWireSteps } from './wire-steps.js';

type VersionRow = typeof contentVersions.$inferSelect;

const versionNotFound = () => notFound('Content version');

function toContentVersion(row: Omit<VersionRow, 'steps'>): ContentVersion {
  return {
    id: row.id,
    number: row.number,
    created_at: row.createdAt.toISOString(),
    created_by: { id: row.createdByAdminId, name: row.createdByName },
    summary: row.summary,
  };
}

const summaryColumns = {
  id: contentVersions.id,
  number: contentVersions.number,
  createdAt: contentVersions.createdAt,
  createdByAdminId: contentVersions.createdByAdminId,
  createdByName: contentVersions.createdByName,
  summary: contentVersions.summary,
};

/** Every version, newest first; the step lists stay in the database. */
export async function listVersions({ db }: Pick<ServiceDeps, 'db'>, query: PageQuery): Promise<Paged<ContentVersion>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contentVersions);
  const rows = await db
    .select(summaryColumns)
    .from(contentVersions)
    .orderBy(desc(contentVersions.number))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map(toContentVersion),
    current_page: query.page,
    total_pages: Math.ceil(total / query.limit),
    total_items: total,
    limit: query.limit,
  };
}

/** One version with its steps and what changed from the version before it. */
export async function getVersion(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  id: string,
): Promise<ContentVersionDetailResponse> {
  if (!isUuid(id)) throw versionNotFound();
  const [row] = await db.select().from(contentVersions).where(eq(contentVersions.id, id));
  if (!row) throw versionNotFound();
  const [previous] = await db
    .select({ steps: contentVersions.steps })
    .from(contentVersions)
    .where(eq(contentVersions.number, row.number - 1));
  const steps = row.steps as StoredStep[];
  const live = await db.select({ id: sessionSteps.id, key: sessionSteps.key }).from(sessionSteps);
  return {
    ...toContentVersion(row),
    steps: toWireSteps(steps, storage, new Map(live.map((l) => [l.id, l.key]))),
    changes: previous ? diffSteps(previous.steps as StoredStep[], steps) : [],
  };
}

/**
 * Each step of a version with the key and translations it is restored with: its own, kept with
 * it; for a version recorded before there were languages, those its step has now (a step's key
 * never changes), else a new key from its title and no translations.
 */
function withKeysAndTranslations(
  steps: StoredStep[],
  live: Map<string, { key: string; translations: StepTranslations }>,
): (StoredStep & { key: string; translations: StepTranslations })[] {
  const taken = new Set(steps.flatMap((s) => s.key ?? live.get(s.id)?.key ?? []));
  return steps.map((s) => {
    const now = live.get(s.id);
    let key = s.key ?? now?.key;
    if (!key) {
      key = uniqueKey(slugOf(s.title), taken);
      taken.add(key);
    }
    return { ...s, key, translations: s.translations ?? now?.translations ?? {} };
  });
}

/**
 * Makes a version's steps the live ones, as a new version. Steps keep their ids (and keys), so a
 * patient midway through a session on either version still has their answers accepted; files
 * are listed on the steps again by storage key (no version's files are ever deleted, see
 * docs/decisions/014-content-versions.md); translations come back with their step.
 */
export async function restoreVersion(
  { db }: Pick<ServiceDeps, 'db'>,
  id: string,
  actor: AuditActor,
): Promise<ContentVersion> {
  if (!isUuid(id)) throw versionNotFound();
  const created = await db.transaction(async (tx) => {
    await lockStepOrder({ db: tx });
    const [source] = await tx.select().from(contentVersions).where(eq(contentVersions.id, id));
    if (!source) throw versionNotFound();
    const current = await tx
      .select({ id: sessionSteps.id, key: sessionSteps.key, translations: sessionSteps.translations })
      .from(sessionSteps);
    const steps = withKeysAndTranslations(source.steps as StoredStep[], new Map(current.map((c) => [c.id, c])));
    const ids = steps.map((s) => s.id);
    await tx.delete(sessionSteps).where(ids.length ? notInArray(sessionSteps.id, ids) : undefined);
    if (ids.length) {
      await tx.delete(stepMedia).where(inArray(stepMedia.stepId, ids));
      await tx
        .insert(sessionSteps)
        .values(
          steps.map((s, i) => ({
            id: s.id,
            key: s.key,
            translations: s.translations,
            title: s.title,
            description: s.description,
            textContent: s.text_content,
            types: s.type,
            radioTitle: s.options.radio_title,
            radioOptions: s.options.radio_options,
            sliderTitle: s.options.slider_title,
            sliderMin: s.options.slider_config.min,
            sliderMax: s.options.slider_config.max,
            position: i + 1,
          })),
        )
        .onConflictDoUpdate({
          target: sessionSteps.id,
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            textContent: sql`excluded.text_content`,
            types: sql`excluded.types`,
            radioTitle: sql`excluded.radio_title`,
            radioOptions: sql`excluded.radio_options`,
            sliderTitle: sql`excluded.slider_title`,
            sliderMin: sql`excluded.slider_min`,
            sliderMax: sql`excluded.slider_max`,
            translations: sql`excluded.translations`,
            position: sql`excluded.position`,
            updatedAt: sql`now()`,
          },
        });
      const media = steps.flatMap(mediaRowsOf);
      if (media.length) await tx.insert(stepMedia).values(media);
    }
    const version = await recordVersion({ db: tx }, actor, `Restored version ${source.number}`);
    await recordAudit(tx, {
      ...actor,
      action: 'content_version.restore',
      targetType: 'content_version',
      targetId: version.id,
      details: { restored: source.number, number: version.number },
    });
    return version;
  });
  const [row] = await db.select(summaryColumns).from(contentVersions).where(eq(contentVersions.id, created.id));
  return toContentVersion(row!);
}
