import { useEffect, useId, useState } from 'react';
import type { StoredPatient } from '../../../lib/auth-storage';
import { i18n, useMessages } from '../../../lib/i18n';
import { avatarProblem } from '../account-schemas';
import { Avatar } from './avatar';

const messages = i18n('account/avatar-picker', { choose: 'Choose avatar', help: 'JPEG, PNG or GIF, up to 2MB.' });

/** Picks an avatar, refuses wrong types and sizes with the spec's messages, and previews it. */
export function AvatarPicker({
  user,
  file,
  onChange,
}: {
  user: StoredPatient | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const t = useMessages(messages);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div className="flex items-center gap-4">
      <Avatar user={user} src={preview} size={88} />
      <div className="flex flex-col gap-1">
        <label
          htmlFor={id}
          className="cursor-pointer self-start rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
        >
          {t.choose}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            className="sr-only"
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              e.target.value = '';
              if (!chosen) return;
              const problem = avatarProblem(chosen);
              setError(problem);
              if (!problem) onChange(chosen);
            }}
          />
        </label>
        <p id={`${id}-help`} className="text-sm text-muted">
          {t.help}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
