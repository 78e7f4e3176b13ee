import type { Seed } from './run-seeds.js';
import { appTypesSeed } from './app-types.seed.js';
import { contentSeed } from './content.seed.js';

/** Every seed, in the order they apply. New content gets a new key; never edit an applied one. */
export const defaultSeeds: readonly Seed[] = [appTypesSeed, contentSeed];

export { runSeeds, type Seed } from './run-seeds.js';
