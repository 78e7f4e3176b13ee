import type { MediaFile } from '@clearwell/shared';
import { useId, type ReactNode } from 'react';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { useObjectUrls } from './use-object-urls';

const messages = i18n('admin-steps/media', {
  remove: 'Remove',
  removeFile: params('Remove {name}'),
  current: 'Current',
  new: 'New',
});

type Kind = 'image' | 'video' | 'audio';
const ACCEPT: Record<Kind, string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm,video/quicktime,video/ogg',
  audio: 'audio/*',
};

function Preview({ kind, src, name }: { kind: Kind; src: string; name: string }) {
  if (kind === 'image') return <img src={src} alt={name} className="h-20 w-28 rounded-md object-cover" />;
  if (kind === 'video')
    return <video src={src} controls preload="metadata" className="h-24 w-40 rounded-md bg-black" aria-label={name} />;
  return <audio src={src} controls preload="none" className="w-56" aria-label={name} />;
}

function Item({
  kind,
  src,
  name,
  badge,
  onRemove,
}: {
  kind: Kind;
  src: string;
  name: string;
  badge: string;
  onRemove: () => void;
}) {
  const t = useMessages(messages);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
      <Preview kind={kind} src={src} name={name} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm text-ink">{name}</p>
        <p className="text-xs text-muted">{badge}</p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="rounded-md px-2 py-1 text-sm text-danger hover:bg-red-50"
        aria-label={t.removeFile({ name })}
      >
        {t.remove}
      </button>
    </li>
  );
}

interface MediaFieldProps {
  kind: Kind;
  label: string;
  multiple?: boolean;
  existing: MediaFile[];
  added: File[];
  onRemoveExisting: (index: number) => void;
  onRemoveAdded: (index: number) => void;
  onAdd: (files: File[]) => void;
  hint?: ReactNode;
}

/** Existing media (by URL) and newly chosen files of one kind, each with a preview and Remove. */
export function MediaField({
  kind,
  label,
  multiple,
  existing,
  added,
  onRemoveExisting,
  onRemoveAdded,
  onAdd,
  hint,
}: MediaFieldProps) {
  const id = useId();
  const urls = useObjectUrls(added);
  const t = useMessages(messages);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT[kind]}
        multiple={multiple}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          if (files.length) onAdd(multiple ? files : files.slice(0, 1));
          e.target.value = '';
        }}
        className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
      />
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
      {existing.length || added.length ? (
        <ul className="flex flex-col gap-2">
          {existing.map((m, i) => (
            <Item
              key={m.file}
              kind={kind}
              src={m.file}
              name={m.name}
              badge={t.current}
              onRemove={() => onRemoveExisting(i)}
            />
          ))}
          {added.map((f, i) => (
            <Item
              key={`${f.name}-${i}`}
              kind={kind}
              src={urls[i] ?? ''}
              name={f.name}
              badge={t.new}
              onRemove={() => onRemoveAdded(i)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
