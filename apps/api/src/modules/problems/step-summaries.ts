import { LANGUAGES, titleIn, type Language } from '@clearwell/shared';
import { sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared.js';
import { sessionSteps } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';

/** What a submission needs to know of a step. */
export interface StepSummary {
  id: string;
  /** The step's stable key: the rules read it (docs/api.md, Languages). */
  key: string;
  /** The English title. */
  title: string;
  /** The title in each language, as a patient reading it is shown it (English where it has no translation). */
  titles: Record<Language, string>;
  types: string[];
  /** The range a numeric answer must fall in; null for a step without a slider. */
  slider: { min: number; max: number } | null;
}

const summaryRows = preparedPerDatabase((db) =>
  db
    .select({
      id: sessionSteps.id,
      key: sessionSteps.key,
      title: sessionSteps.title,
      // Only the titles of the translations: the rest of them is most of a row, and unused here.
      translations: sql<Partial<Record<Language, { title?: string }>>>`coalesce(
        (select jsonb_object_agg(t.language, jsonb_build_object('title', t.texts -> 'title'))
         from jsonb_each(${sessionSteps.translations}) as t(language, texts)), '{}'::jsonb)`,
      types: sessionSteps.types,
      min: sessionSteps.sliderMin,
      max: sessionSteps.sliderMax,
    })
    .from(sessionSteps)
    .prepare('step_summaries'),
);

/** The session steps a submission is checked against, by lower-case id. */
export async function stepSummaries(deps: Pick<ServiceDeps, 'db'>): Promise<Map<string, StepSummary>> {
  const rows = await summaryRows(deps.db).execute();
  return new Map(
    rows.map((r) => [
      r.id.toLowerCase(),
      {
        id: r.id,
        key: r.key,
        title: r.title,
        titles: Object.fromEntries(LANGUAGES.map((l) => [l, titleIn(r.title, r.translations, l)])) as Record<
          Language,
          string
        >,
        types: r.types,
        slider: r.types.includes('slider') ? { min: r.min, max: r.max } : null,
      },
    ]),
  );
}
