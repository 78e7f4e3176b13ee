import type { AdminSessionStepResponse, Language, SessionStepResponse } from '@clearwell/shared';
import { asc, desc, getTableColumns, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.js';
import { sessionSteps, stepMedia } from '../../db/schema.js';
import { groupByStep, loadMedia, stepWithMedia } from '../../db/step-rows.js';
import type { ServiceDeps } from '../service-deps.js';

type StepRow = typeof sessionSteps.$inferSelect;
type MediaRow = typeof stepMedia.$inferSelect;

/** One step row and its media rows, as the wire shows a step to a patient reading `language`. */
function toSessionStep(
  { storage }: Pick<ServiceDeps, 'storage'>,
  row: StepRow,
  media: MediaRow[],
  language: Language,
): SessionStepResponse {
  return stepWithMedia(row, media, (m) => ({ file: storage.urlPath(m.storageKey), name: m.originalName }), language);
}

/** Maps rows to steps with their media in `language`, in two queries whatever the count. */
export async function withMedia(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  rows: StepRow[],
  language: Language = 'en',
): Promise<SessionStepResponse[]> {
  const media = await loadMedia(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSessionStep(deps, r, media.get(r.id) ?? [], language));
}

/** Steps as the back-office reads them: the English texts and, beside them, their translations. */
export async function withTranslations(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  rows: StepRow[],
): Promise<AdminSessionStepResponse[]> {
  const steps = await withMedia(deps, rows);
  return steps.map((s, i) => ({ ...s, translations: rows[i]!.translations }));
}

/** Session order: by position, then by creation for steps that share one (or both reversed). */
const sessionOrder = (order: 'asc' | 'desc' = 'asc') => {
  const direction = order === 'asc' ? asc : desc;
  return [direction(sessionSteps.position), direction(sessionSteps.createdAt)];
};

/** The step rows in session order (or reversed); `page` narrows them to one page of `limit` steps. */
export async function stepRows(
  deps: Pick<ServiceDeps, 'db'>,
  order: 'asc' | 'desc' = 'asc',
  page?: { page: number; limit: number },
): Promise<StepRow[]> {
  const ordered = deps.db
    .select()
    .from(sessionSteps)
    .orderBy(...sessionOrder(order));
  return page ? ordered.limit(page.limit).offset((page.page - 1) * page.limit) : ordered;
}

/**
 * The step rows in session order with only `language`'s translation (none for English): the
 * translations of every language are most of a row, and decoding what is then thrown away was
 * the costliest part of the patient's step list on PGlite.
 */
const patientStepRows = preparedPerDatabase((db) =>
  db
    .select({
      ...getTableColumns(sessionSteps),
      translations: sql<
        StepRow['translations']
      >`jsonb_strip_nulls(jsonb_build_object(${sql.placeholder('language')}::text, ${sessionSteps.translations} -> ${sql.placeholder('language')}::text))`,
      // Read in the same statement as the rows, so it is the version these very steps belong to.
      liveVersionId: sql<string | null>`clearwell_live_content_version()`,
    })
    .from(sessionSteps)
    .orderBy(...sessionOrder())
    .prepare('patient_step_rows'),
);

/** The media of every step, which is what the patient's list of every step needs. */
const everyStepMedia = preparedPerDatabase((db) => db.select().from(stepMedia).prepare('every_step_media'));

/**
 * Every step in session order, with media, as a patient reading `language` is served them, each
 * naming the content version it belongs to (the client sends it back with the session).
 */
export async function listSteps(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  language: Language = 'en',
): Promise<SessionStepResponse[]> {
  const rows = await patientStepRows(deps.db).execute({ language });
  const byStep = groupByStep(await everyStepMedia(deps.db).execute());
  return rows.map(({ liveVersionId, ...r }) => ({
    ...toSessionStep(deps, r, byStep.get(r.id) ?? [], language),
    ...(liveVersionId ? { content_version_id: liveVersionId } : {}),
  }));
}
