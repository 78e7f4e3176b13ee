import { textsIn, type Language, type StepType } from '@clearwell/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { sessionSteps, stepMedia } from './schema.js';

type StepRow = typeof sessionSteps.$inferSelect;
type MediaRow = typeof stepMedia.$inferSelect;

/**
 * One step row and its media rows in section 5's shape with its key, the texts in `language`
 * (each field falling back to English, see textsIn in packages/shared), each media row as `media`
 * makes it: the wire's `{file, name}` in the session-steps service, a content version's stored
 * record in version-snapshot.ts.
 */
export function stepWithMedia<M>(row: StepRow, rows: MediaRow[], media: (m: MediaRow) => M, language: Language = 'en') {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  const single = (kind: 'video' | 'audio') => {
    const m = sorted.find((f) => f.kind === kind);
    return m ? media(m) : null;
  };
  const texts = textsIn(
    {
      title: row.title,
      description: row.description,
      text_content: row.textContent,
      radio_title: row.radioTitle,
      radio_options: row.radioOptions,
      slider_title: row.sliderTitle,
    },
    row.translations,
    language,
  );
  return {
    id: row.id,
    key: row.key,
    title: texts.title,
    description: texts.description,
    text_content: texts.text_content,
    type: row.types as StepType[],
    options: {
      radio_title: texts.radio_title,
      radio_options: texts.radio_options,
      slider_title: texts.slider_title,
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

/** Media of many steps in one query, grouped by step id. */
export async function loadMedia(deps: { db: Db }, stepIds: string[]): Promise<Map<string, MediaRow[]>> {
  if (stepIds.length === 0) return new Map();
  return groupByStep(await deps.db.select().from(stepMedia).where(inArray(stepMedia.stepId, stepIds)));
}

export function groupByStep(rows: MediaRow[]): Map<string, MediaRow[]> {
  const byStep = new Map<string, MediaRow[]>();
  for (const m of rows) byStep.set(m.stepId, [...(byStep.get(m.stepId) ?? []), m]);
  return byStep;
}
