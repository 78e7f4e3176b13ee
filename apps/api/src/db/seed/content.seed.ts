import { experiences, sessionSteps } from '../schema.js';
import type { Seed } from './run-seeds.js';
import { SEED_EXPERIENCES, SEED_STEPS } from './content-text.js';

/** The experiences patients choose from and the complete default guided session. */
export const contentSeed: Seed = {
  key: 'content-v1',
  async run(tx) {
    await tx.insert(experiences).values(SEED_EXPERIENCES.map((e, i) => ({ ...e, position: i + 1 })));
    await tx.insert(sessionSteps).values(
      SEED_STEPS.map((s, i) => ({
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
      })),
    );
  },
};
