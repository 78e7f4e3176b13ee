import type { ContentVersionChange } from '@clearwell/shared';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';
import { changeIn, versionWords } from './version-words';
import { WordDiff } from './word-diff';

const messages = i18n('admin-content/changes', {
  added: 'Added',
  removed: 'Removed',
  moved: 'Moved',
  edited: 'Edited',
  empty: '(empty)',
  none: 'Nothing differs from the version before.',
  before: 'Before',
  after: 'After',
  // The lines of a translation's texts, as the server lists them ("title: …").
  title: 'Title',
  description: 'Description',
  text_content: 'Text content',
  radio_title: 'Radio title',
  radio_options: 'Options',
  slider_title: 'Slider title',
});

type ChangeTexts = ReturnType<typeof messages.get>;
const TRANSLATED_FIELDS = [
  'title',
  'description',
  'text_content',
  'radio_title',
  'radio_options',
  'slider_title',
] as const;

/** A translation's texts, one `field: text` line each, with the fields named in the language in use. */
function translationLines(text: string | null, t: ChangeTexts): string | null {
  if (!text) return text;
  return text
    .split('\n')
    .map((line) => {
      const field = TRANSLATED_FIELDS.find((f) => line.startsWith(`${f}: `));
      return field ? `${t[field]}: ${line.slice(field.length + 2)}` : line;
    })
    .join('\n');
}
const KIND_STYLE: Record<ContentVersionChange['kind'], string> = {
  added: 'bg-green-100 text-green-900',
  removed: 'bg-red-100 text-red-900',
  moved: 'bg-slate-100 text-slate-800',
  edited: 'bg-amber-100 text-amber-900',
};

/** One side of an edit; with both sides worded, the words that changed are marked. */
function Value({
  label,
  text,
  other,
  side,
}: {
  label: string;
  text: string | null;
  other: string | null;
  side: 'before' | 'after';
}) {
  const t = useMessages(messages);
  const [before, after] = side === 'before' ? [text, other] : [other, text];
  return (
    <div className="min-w-0 flex-1 basis-56">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className="whitespace-pre-wrap text-sm wrap-anywhere">
        {!text ? (
          <span className="italic text-muted">{t.empty}</span>
        ) : before && after ? (
          <WordDiff before={before} after={after} side={side} />
        ) : (
          text
        )}
      </p>
    </div>
  );
}

/** What differs from the version before, one plain sentence each, with the field's old and new wording. */
export function ChangeList({ changes, stepIds = [] }: { changes: ContentVersionChange[]; stepIds?: string[] }) {
  const t = useMessages(messages);
  const words = useMessages(versionWords);
  const language = useLanguage();
  if (!changes.length) return <p className="text-muted">{t.none}</p>;
  const shown = (c: ContentVersionChange, text: string | null) =>
    c.field?.startsWith('translations.') ? translationLines(text, t) : text;
  return (
    <ul className="flex flex-col gap-3">
      {changes.map((c, i) => (
        <li
          key={`${c.step_id}-${c.field ?? c.kind}-${i}`}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_STYLE[c.kind]}`}>{t[c.kind]}</span>
            <span>{changeIn(c, words, language, stepIds.indexOf(c.step_id) + 1 || undefined)}</span>
          </p>
          {c.kind === 'edited' ? (
            <div className="flex flex-wrap gap-4 border-t border-slate-100 pt-2">
              <Value label={t.before} text={shown(c, c.before)} other={shown(c, c.after)} side="before" />
              <Value label={t.after} text={shown(c, c.after)} other={shown(c, c.before)} side="after" />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
