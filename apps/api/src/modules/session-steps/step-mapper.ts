import type { SessionStep, StepType } from '@clearwell/shared';
import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionSteps, stepMedia } from '../../db/schema.js';
import type { FileStorage } from '../../lib/storage.js';

type StepRow = typeof sessionSteps.$inferSelect;
type MediaRow = typeof stepMedia.$inferSelect;

/** One step row and its media rows, as the wire shows a step. */
export function toSessionStep(row: StepRow, media: MediaRow[], storage: FileStorage): SessionStep {
  const file = (m: MediaRow) => ({ file: storage.urlPath(m.storageKey), name: m.originalName });
  const sorted = [...media].sort((a, b) => a.position - b.position);
  const video = sorted.find((m) => m.kind === 'video');
  const audio = sorted.find((m) => m.kind === 'audio');
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
      image: sorted.filter((m) => m.kind === 'image').map(file),
      video: video ? file(video) : null,
      audio: audio ? file(audio) : null,
    },
    order: row.position,
  };
}

/** Media of many steps in one query, grouped by step id. */
export async function loadMedia(db: Db, stepIds: string[]): Promise<Map<string, MediaRow[]>> {
  const byStep = new Map<string, MediaRow[]>();
  if (stepIds.length === 0) return byStep;
  const rows = await db.select().from(stepMedia).where(inArray(stepMedia.stepId, stepIds));
  for (const m of rows) byStep.set(m.stepId, [...(byStep.get(m.stepId) ?? []), m]);
  return byStep;
}

/** Maps rows to steps with their media, in two queries whatever the count. */
export async function withMedia(db: Db, rows: StepRow[], storage: FileStorage): Promise<SessionStep[]> {
  const media = await loadMedia(db, rows.map((r) => r.id));
  return rows.map((r) => toSessionStep(r, media.get(r.id) ?? [], storage));
}

/** Every step in session order (or reversed), with media. */
export async function listAllSteps(db: Db, storage: FileStorage, order: 'asc' | 'desc' = 'asc'): Promise<SessionStep[]> {
  const direction = order === 'asc' ? asc : desc;
  const rows = await db.select().from(sessionSteps).orderBy(direction(sessionSteps.position), direction(sessionSteps.createdAt));
  return withMedia(db, rows, storage);
}
