import type { AdminSessionStepResponse } from '@clearwell/shared';
import type { StoredMedia, StoredStep } from '../../db/version-snapshot.js';
import type { FileStorage } from '../../lib/storage.js';
import { slugOf } from '../../lib/step-keys.js';

/**
 * A version's steps as the wire shows them: media by the URL the server serves; a step kept
 * before there were keys shows the key its step has now (`liveKeys`, by id), else one read from
 * its title, and no translations.
 */
export function toWireSteps(
  steps: StoredStep[],
  storage: FileStorage,
  liveKeys: ReadonlyMap<string, string> = new Map(),
): AdminSessionStepResponse[] {
  const file = (m: StoredMedia) => ({ file: storage.urlPath(m.file), name: m.name });
  return steps.map((s) => ({
    ...s,
    key: s.key ?? liveKeys.get(s.id) ?? slugOf(s.title),
    translations: s.translations ?? {},
    media: {
      image: s.media.image.map(file),
      video: s.media.video && file(s.media.video),
      audio: s.media.audio && file(s.media.audio),
    },
  }));
}
