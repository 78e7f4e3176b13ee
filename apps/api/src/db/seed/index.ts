import type { Seed } from './run-seeds.js';
import { appTypesSeed } from './app-types.seed.js';
import { contentSeed } from './content.seed.js';
import { contentVersionsSeed } from './content-versions.seed.js';
import { contentTranslationsSeed } from './content-translations.seed.js';
import { safetyResourcesSeed } from './safety-resources.seed.js';
import { safetyLinesLanguagesSeed } from './safety-lines-languages.seed.js';

/** Every seed, in the order they apply. New content gets a new key; never edit an applied one. */
export const defaultSeeds: readonly Seed[] = [
  appTypesSeed,
  contentSeed,
  contentVersionsSeed,
  safetyResourcesSeed,
  contentTranslationsSeed,
  safetyLinesLanguagesSeed,
];

export { runSeeds, type Seed } from './run-seeds.js';
