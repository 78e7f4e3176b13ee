import { recordVersion } from '../version-snapshot.js';
import type { Seed } from './run-seeds.js';

/**
 * Version 1: the steps as they stand when versions start being kept, whether the seeded
 * content of a fresh database or an existing database's edited steps (a seed runs once).
 */
export const contentVersionsSeed: Seed = {
  key: 'content-versions-v1',
  async run(tx) {
    await recordVersion({ db: tx }, { actorAdminId: null, actorEmail: null }, 'Initial content');
  },
};
