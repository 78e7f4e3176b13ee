import type { ContentVersionChange } from '@clearwell/shared';

const KIND_LABEL: Record<ContentVersionChange['kind'], string> = {
  added: 'Added',
  removed: 'Removed',
  moved: 'Moved',
  edited: 'Edited',
};
const KIND_STYLE: Record<ContentVersionChange['kind'], string> = {
  added: 'bg-green-100 text-green-900',
  removed: 'bg-red-100 text-red-900',
  moved: 'bg-slate-100 text-slate-800',
  edited: 'bg-amber-100 text-amber-900',
};

function Value({ label, text }: { label: string; text: string | null }) {
  return (
    <div className="min-w-0 flex-1 basis-56">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</p>
      <p className="whitespace-pre-wrap break-words text-sm">
        {text ? text : <span className="italic text-muted">(empty)</span>}
      </p>
    </div>
  );
}

/** What differs from the version before, one plain sentence each, with the field's old and new wording. */
export function ChangeList({ changes }: { changes: ContentVersionChange[] }) {
  if (!changes.length) return <p className="text-muted">Nothing differs from the version before.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {changes.map((c, i) => (
        <li
          key={`${c.step_id}-${c.field ?? c.kind}-${i}`}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${KIND_STYLE[c.kind]}`}>
              {KIND_LABEL[c.kind]}
            </span>
            <span>{c.text}</span>
          </p>
          {c.kind === 'edited' ? (
            <div className="flex flex-wrap gap-4 border-t border-slate-100 pt-2">
              <Value label="Before" text={c.before} />
              <Value label="After" text={c.after} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
