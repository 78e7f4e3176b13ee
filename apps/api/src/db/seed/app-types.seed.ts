import { appTypes } from '../schema.js';
import type { Seed } from './run-seeds.js';

export const appTypesSeed: Seed = {
  key: 'app-types-v1',
  async run(tx) {
    await tx
      .insert(appTypes)
      .values([{ code: 'web', name: 'Web' }])
      .onConflictDoNothing();
  },
};
