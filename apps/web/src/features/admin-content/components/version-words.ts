import type { ContentVersionChange } from '@clearwell/shared';
import { i18n, params, type Language } from '../../../lib/i18n';

/**
 * The server records each version and each change in English sentences (kept with the version).
 * In another language they are said again from what they record: the kind of change, the field
 * and the step's title. A sentence this screen does not know is shown as the server wrote it.
 */
export const versionWords = i18n('admin-content/version-words', {
  initial: 'Initial content',
  created: params("Created step '{title}'"),
  updated: params("Updated step '{title}'"),
  updatedTranslations: params("Updated the translations of step '{title}'"),
  deleted: params("Deleted step '{title}'"),
  movedTo: params("Moved step '{title}' to position {position}"),
  restored: params('Restored version {number}'),
  added: params("Added step '{title}' at position {position}"),
  addedStep: params("Added step '{title}'"),
  removed: params("Removed step '{title}'"),
  moved: params("Moved step '{title}' from position {from} to {to}"),
  changed: params("Changed {what} of '{title}'"),
  title: 'the title',
  description: 'the description',
  text_content: 'the text',
  type: 'the answer types',
  radio_title: 'the question of the choices',
  radio_options: 'the choices',
  slider_title: 'the slider title',
  slider_config: 'the slider range',
  images: 'the images',
  video: 'the video',
  audio: 'the audio',
  'translations.es': 'the Spanish texts',
  'translations.de': 'the German texts',
});

type Words = ReturnType<typeof versionWords.get>;
const FIELDS = [
  'title',
  'description',
  'text_content',
  'type',
  'radio_title',
  'radio_options',
  'slider_title',
  'slider_config',
  'images',
  'video',
  'audio',
  'translations.es',
  'translations.de',
] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string | null): f is Field => (FIELDS as readonly (string | null)[]).includes(f);

/** A version's summary ("Updated step 'Feel Now'") in the language in use. */
export function summaryIn(summary: string, t: Words, language: Language): string {
  if (language === 'en') return summary;
  if (summary === 'Initial content') return t.initial;
  const translated = /^Updated the translations of step '(.*)'$/s.exec(summary);
  if (translated) return t.updatedTranslations({ title: translated[1]! });
  const step = /^(Created|Updated|Deleted) step '(.*)'$/s.exec(summary);
  if (step) {
    const kind = ({ Created: 'created', Updated: 'updated', Deleted: 'deleted' } as const)[step[1] as 'Created'];
    return t[kind]({ title: step[2]! });
  }
  const moved = /^Moved step '(.*)' to position (\d+)$/s.exec(summary);
  if (moved) return t.movedTo({ title: moved[1]!, position: moved[2]! });
  const restored = /^Restored version (\d+)$/.exec(summary);
  if (restored) return t.restored({ number: restored[1]! });
  return summary;
}

/** One change in one sentence in the language in use; `position` is where an added step now stands. */
export function changeIn(c: ContentVersionChange, t: Words, language: Language, position?: number): string {
  if (language === 'en') return c.text;
  const title = c.step_title;
  switch (c.kind) {
    case 'added':
      return position ? t.added({ title, position }) : t.addedStep({ title });
    case 'removed':
      return t.removed({ title });
    case 'moved':
      return c.before && c.after ? t.moved({ title, from: c.before, to: c.after }) : c.text;
    case 'edited':
      return isField(c.field) ? t.changed({ what: t[c.field], title }) : c.text;
    default:
      return c.text;
  }
}
