import type { SessionStep, StepType } from '@clearwell/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionSteps, stepMedia } from '../../db/schema.js';
import type { FileStorage } from '../../lib/storage.js';

type StepRow = typeof sessionSteps.$inferSelect;
type MediaRow = typeof stepMedia.$inferSelect;

/** Loads the media of the given steps in one query and maps each step to its wire shape. */
export async function toWireSteps(db: Db, storage: FileStorage, rows: StepRow[]): Promise<SessionStep[]> {
  if (!rows.length) return [];
  const media = await db
    .select()
    .from(stepMedia)
    .where(inArray(stepMedia.stepId, rows.map((r) => r.id)))
    .orderBy(asc(stepMedia.position), asc(stepMedia.createdAt));
  const byStep = new Map<string, MediaRow[]>();
  for (const m of media) byStep.set(m.stepId, [...(byStep.get(m.stepId) ?? []), m]);
  return rows.map((row) => {
    const own = byStep.get(row.id) ?? [];
    const file = (m: MediaRow) => ({ file: storage.urlPath(m.storageKey), name: m.originalName });
    const one = (kind: MediaRow['kind']) => {
      const found = own.find((m) => m.kind === kind);
      return found ? file(found) : null;
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
      media: { image: own.filter((m) => m.kind === 'image').map(file), video: one('video'), audio: one('audio') },
      order: row.position,
    };
  });
}
