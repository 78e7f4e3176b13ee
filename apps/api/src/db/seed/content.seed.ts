import { experiences, sessionSteps } from '../schema.js';
import type { Seed } from './run-seeds.js';
import { SEED_EXPERIENCES, SEED_STEPS } from './content-text.js';
import { seedExperienceTranslations, seedStepTranslations } from './content-text.translations.js';

/**
 * The experiences patients choose from and the complete default guided session, with their keys
 * and their Spanish and German texts. (Databases seeded before languages got theirs from
 * content-translations.seed.ts.)
 */
export const contentSeed: Seed = {
  key: 'content-v1',
  async run(tx) {
    await tx
      .insert(experiences)
      .values(
        SEED_EXPERIENCES.map((e, i) => ({ ...e, position: i + 1, translations: seedExperienceTranslations(e.icon) })),
      );
    await tx.insert(sessionSteps).values(
      SEED_STEPS.map((s, i) => ({
        key: s.key,
        title: s.title,
        description: s.description,
        textContent: s.textContent,
        types: s.types,
        radioTitle: s.radioTitle ?? '',
        radioOptions: s.radioOptions ?? [],
        sliderTitle: s.sliderTitle ?? '',
        sliderMin: 0,
        sliderMax: 10,
        position: i + 1,
        translations: seedStepTranslations(s.key),
      })),
    );
  },
};
