import type { SessionStep, StepType } from '@clearwell/shared';
import { asc, desc, inArray } from 'drizzle-orm';
import { sessionSteps, stepMedia } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

type StepRow = typeof sessionSteps.$inferSelect;
type MediaRow = typeof stepMedia.$inferSelect;

/**
 * One step row and its media rows in section 5's shape, each media row as `media` makes it: the
 * wire's `{file, name}` here, a content version's stored record in version-snapshot.ts.
 */
export function stepWithMedia<M>(row: StepRow, rows: MediaRow[], media: (m: MediaRow) => M) {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const single = (kind: 'video' | 'audio') => {
    const m = sorted.find((f) => f.kind === kind);
    return m ? media(m) : null;
  };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    text_content: row.textContent,
    type: row.types as StepType[],
    options: {
      radio_title: row.radioTitle,
      radio_options: row.radioOptions,
      slider_title: row.sliderTitle,
      slider_config: { min: row.sliderMin, max: row.sliderMax },
    },
    media: {
      image: sorted.filter((m) => m.kind === 'image').map(media),
      video: single('video'),
      audio: single('audio'),
    },
    order: row.position,
  };
}

/** One step row and its media rows, as the wire shows a step. */
function toSessionStep({ storage }: Pick<ServiceDeps, 'storage'>, row: StepRow, media: MediaRow[]): SessionStep {
  return stepWithMedia(row, media, (m) => ({ file: storage.urlPath(m.storageKey), name: m.originalName }));
}

/** Media of many steps in one query, grouped by step id. */
export async function loadMedia(deps: Pick<ServiceDeps, 'db'>, stepIds: string[]): Promise<Map<string, MediaRow[]>> {
  const byStep = new Map<string, MediaRow[]>();
  if (stepIds.length === 0) return byStep;
  const rows = await deps.db.select().from(stepMedia).where(inArray(stepMedia.stepId, stepIds));
  for (const m of rows) byStep.set(m.stepId, [...(byStep.get(m.stepId) ?? []), m]);
  return byStep;
}

/** Maps rows to steps with their media, in two queries whatever the count. */
export async function withMedia(deps: Pick<ServiceDeps, 'db' | 'storage'>, rows: StepRow[]): Promise<SessionStep[]> {
  const media = await loadMedia(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSessionStep(deps, r, media.get(r.id) ?? []));
}

/** Every step in session order (or reversed), with media; `page` narrows it to one page of `limit` steps. */
export async function listSteps(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  order: 'asc' | 'desc' = 'asc',
  page?: { page: number; limit: number },
): Promise<SessionStep[]> {
  const direction = order === 'asc' ? asc : desc;
  const ordered = deps.db
    .select()
    .from(sessionSteps)
    .orderBy(direction(sessionSteps.position), direction(sessionSteps.createdAt));
  const rows = await (page ? ordered.limit(page.limit).offset((page.page - 1) * page.limit) : ordered);
  return withMedia(deps, rows);
}
