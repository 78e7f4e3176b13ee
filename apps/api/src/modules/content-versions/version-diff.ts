import { TRANSLATED_LANGUAGES, type ContentVersionChange, type StepTranslation } from '@clearwell/shared';
import type { StoredMedia, StoredStep } from '../../db/version-snapshot.js';

type Field = { field: string; label: string; read: (s: StoredStep) => string };

const list = (items: string[]) => (items.length ? items.join(', ') : '');
const files = (media: (StoredMedia | null)[]) => list(media.filter((m): m is StoredMedia => !!m).map((m) => m.name));
/** Media compare by the stored file, so a replaced file with the same name still shows as changed. */
const fileKeys = (media: (StoredMedia | null)[]) => media.map((m) => m?.file ?? '').join('\n');

/** A browser's form sends line breaks as CRLF: a text saved again unchanged is not a change. */
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');

const FIELDS: Field[] = [
  { field: 'title', label: 'the title', read: (s) => s.title },
  { field: 'description', label: 'the description', read: (s) => s.description },
  { field: 'text_content', label: 'the text', read: (s) => s.text_content },
  { field: 'type', label: 'the answer types', read: (s) => list(s.type) },
  { field: 'radio_title', label: 'the question of the choices', read: (s) => s.options.radio_title },
  { field: 'radio_options', label: 'the choices', read: (s) => list(s.options.radio_options) },
  { field: 'slider_title', label: 'the slider title', read: (s) => s.options.slider_title },
  {
    field: 'slider_config',
    label: 'the slider range',
    read: (s) => `${s.options.slider_config.min} to ${s.options.slider_config.max}`,
  },
];

const MEDIA: { field: string; label: string; of: (s: StoredStep) => (StoredMedia | null)[] }[] = [
  { field: 'images', label: 'the images', of: (s) => s.media.image },
  { field: 'video', label: 'the video', of: (s) => [s.media.video] },
  { field: 'audio', label: 'the audio', of: (s) => [s.media.audio] },
];

const LANGUAGE_NAMES = { es: 'Spanish', de: 'German' } as const;

/** A translation as text an admin reads: one line per field it has, choices comma-separated. */
const translationText = (t: StepTranslation | undefined) =>
  Object.entries(t ?? {})
    .map(([field, value]) => `${field}: ${Array.isArray(value) ? list(value) : value}`)
    .join('\n');

/** Indexes (into `seq`) of one longest increasing run: the steps that kept their relative order. */
function longestIncreasing(seq: number[]): Set<number> {
  const length = seq.map(() => 1);
  const prev = seq.map(() => -1);
  for (let i = 0; i < seq.length; i++) {
    for (let j = 0; j < i; j++) {
      if (seq[j]! < seq[i]! && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        prev[i] = j;
      }
    }
  }
  const kept = new Set<number>();
  let at = length.indexOf(Math.max(0, ...length));
  while (at >= 0) {
    kept.add(at);
    at = prev[at]!;
  }
  return kept;
}

/**
 * What changed from one version's steps to the next, in words an admin reads: steps added,
 * removed and moved (only those that left their place among the others, not every step a
 * deletion shifted), and each field or media list of a step that differs.
 */
export function diffSteps(before: StoredStep[], after: StoredStep[]): ContentVersionChange[] {
  const old = new Map(before.map((s) => [s.id, s]));
  const kept = new Set(after.filter((s) => old.has(s.id)).map((s) => s.id));
  const change = (
    s: StoredStep,
    kind: ContentVersionChange['kind'],
    text: string,
    field: string | null = null,
    was: string | null = null,
    now: string | null = null,
  ) => ({
    step_id: s.id,
    step_title: s.title,
    kind,
    field,
    before: was,
    after: now,
    text,
  });
  const changes: ContentVersionChange[] = [];

  for (const s of before) if (!kept.has(s.id)) changes.push(change(s, 'removed', `Removed step '${s.title}'`));
  after.forEach((s, i) => {
    if (!old.has(s.id)) changes.push(change(s, 'added', `Added step '${s.title}' at position ${i + 1}`));
  });

  const common = after.filter((s) => kept.has(s.id));
  const oldOrder = before.filter((s) => kept.has(s.id)).map((s) => s.id);
  const stayed = longestIncreasing(common.map((s) => oldOrder.indexOf(s.id)));
  common.forEach((s, i) => {
    if (stayed.has(i)) return;
    const from = before.findIndex((b) => b.id === s.id) + 1;
    const to = after.findIndex((a) => a.id === s.id) + 1;
    changes.push(
      change(s, 'moved', `Moved step '${s.title}' from position ${from} to ${to}`, 'order', String(from), String(to)),
    );
  });

  for (const s of common) {
    const was = old.get(s.id)!;
    for (const f of FIELDS) {
      const [a, b] = [f.read(was), f.read(s)];
      if (!sameText(a, b)) changes.push(change(s, 'edited', `Changed ${f.label} of '${s.title}'`, f.field, a, b));
    }
    // A version kept before there were languages has no translations to compare.
    for (const language of was.translations && s.translations ? TRANSLATED_LANGUAGES : []) {
      const [a, b] = [translationText(was.translations![language]), translationText(s.translations![language])];
      if (!sameText(a, b)) {
        const label = `the ${LANGUAGE_NAMES[language]} texts`;
        changes.push(change(s, 'edited', `Changed ${label} of '${s.title}'`, `translations.${language}`, a, b));
      }
    }
    for (const m of MEDIA) {
      if (fileKeys(m.of(was)) !== fileKeys(m.of(s))) {
        changes.push(
          change(s, 'edited', `Changed ${m.label} of '${s.title}'`, m.field, files(m.of(was)), files(m.of(s))),
        );
      }
    }
  }
  return changes;
}
