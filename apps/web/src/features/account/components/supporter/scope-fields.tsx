import type { SupportScope } from '@clearwell/shared';
import { useId } from 'react';
import { i18n, useMessages } from '../../../../lib/i18n';

const messages = i18n('account/support-scope', {
  legend: 'What your supporter may see',
  hint: 'Nothing is shared unless you tick it. Your supporter sees your first name, never your last name, e-mail or settings.',
  sessions: 'My sessions: what I wrote and how strong it felt before and after',
  measures: 'My questionnaire scores (mood and worry)',
  check_ins: 'My check-ins: how it was in the days after a session, and my notes',
});

const PARTS = ['sessions', 'measures', 'check_ins'] as const;

/** The three things a patient may share, in plain words; which are ticked is only ever their choice. */
export function ScopeFields({
  scope,
  disabled,
  onChange,
}: {
  scope: SupportScope;
  disabled?: boolean;
  onChange: (scope: SupportScope) => void;
}) {
  const t = useMessages(messages);
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 font-semibold text-ink">{t.legend}</legend>
      <p id={hintId} className="text-sm text-muted">
        {t.hint}
      </p>
      {PARTS.map((part) => (
        <label
          key={part}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
        >
          <input
            type="checkbox"
            name={part}
            checked={scope[part]}
            disabled={disabled}
            onChange={(e) => onChange({ ...scope, [part]: e.target.checked })}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span>{t[part]}</span>
        </label>
      ))}
    </fieldset>
  );
}
