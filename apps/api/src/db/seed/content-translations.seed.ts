import type { ExperienceTranslations, StepTranslation, StepTranslations } from '@clearwell/shared';
import { eq } from 'drizzle-orm';
import { experiences, sessionSteps } from '../schema.js';
import type { Seed } from './run-seeds.js';
import { SEED_EXPERIENCES, SEED_STEPS, type SeedStep } from './content-text.js';
import { seedExperienceTranslations, seedStepTranslations } from './content-text.translations.js';

type StepRow = typeof sessionSteps.$inferSelect;

const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');

/** Each translated field of a seeded step, with whether the step's English field is still the seeded one. */
function untouched(row: StepRow, seed: SeedStep): Record<keyof StepTranslation, boolean> {
  return {
    title: sameText(row.title, seed.title),
    description: sameText(row.description, seed.description),
    text_content: sameText(row.textContent, seed.textContent),
    radio_title: sameText(row.radioTitle, seed.radioTitle ?? ''),
    radio_options: JSON.stringify(row.radioOptions) === JSON.stringify(seed.radioOptions ?? []),
    slider_title: sameText(row.sliderTitle, seed.sliderTitle ?? ''),
  };
}

/**
 * The seeded translations of the fields whose English text is still the seeded one, under the
 * translations the step already has (an admin's are never replaced).
 */
export function fillStepTranslations(row: StepRow, seed: SeedStep): StepTranslations {
  const seeded = seedStepTranslations(seed.key);
  const kept = untouched(row, seed);
  const filled: StepTranslations = { ...row.translations };
  for (const language of ['es', 'de'] as const) {
    const fields = Object.entries(seeded[language] ?? {}).filter(
      ([field, value]) => kept[field as keyof StepTranslation] && value !== '' && value !== undefined,
    );
    if (fields.length) filled[language] = { ...Object.fromEntries(fields), ...row.translations[language] };
  }
  return filled;
}

/**
 * The Spanish and German texts of the seeded content, for a database seeded before there were
 * languages (a fresh one has them from content.seed.ts, and this finds nothing to add). Only
 * where the English text is still the seeded one: a step by its key (migration 0013 gave the
 * seeded steps theirs), an experience by its English title; never over an admin's edits.
 */
export const contentTranslationsSeed: Seed = {
  key: 'content-translations-v1',
  async run(tx) {
    for (const seed of SEED_STEPS) {
      const [row] = await tx.select().from(sessionSteps).where(eq(sessionSteps.key, seed.key));
      if (!row) continue;
      const translations = fillStepTranslations(row, seed);
      if (JSON.stringify(translations) !== JSON.stringify(row.translations))
        await tx.update(sessionSteps).set({ translations }).where(eq(sessionSteps.id, row.id));
    }
    for (const seed of SEED_EXPERIENCES) {
      const rows = await tx.select().from(experiences).where(eq(experiences.title, seed.title));
      for (const row of rows) {
        const seeded = seedExperienceTranslations(seed.icon);
        const translations: ExperienceTranslations = {
          es: { ...seeded.es, ...row.translations.es },
          de: { ...seeded.de, ...row.translations.de },
        };
        await tx.update(experiences).set({ translations }).where(eq(experiences.id, row.id));
      }
    }
  },
};
