import type { SupportFlags } from '@clearwell/shared';
import { count, i18n, useMessages } from '../../../lib/i18n';

/** From this many days without anything shared, the quiet shows as a flag. */
export const QUIET_FLAG_DAYS = 7;

const messages = i18n('supporter/flags', {
  label: 'Needs attention',
  crisis: 'Safety concern in the last 14 days',
  deteriorated: 'Scores getting worse',
  quiet: count({ one: 'Quiet for {count} day', other: 'Quiet for {count} days' }),
  none: 'Nothing flagged',
});

const STYLE = {
  crisis: 'border-red-300 bg-red-50 text-red-900',
  deteriorated: 'border-amber-300 bg-amber-50 text-amber-950',
  quiet: 'border-slate-300 bg-slate-50 text-ink',
};
/** A shape beside each word, so no flag is told by its colour alone. */
const MARK = { crisis: '!', deteriorated: '↑', quiet: '…' };

/** Why a patient may need attention, each flag in words; only flags built from what they share. */
export function FlagList({ flags }: { flags: SupportFlags }) {
  const t = useMessages(messages);
  const shown: { kind: keyof typeof STYLE; text: string }[] = [];
  if (flags.crisis) shown.push({ kind: 'crisis', text: t.crisis });
  if (flags.deteriorated) shown.push({ kind: 'deteriorated', text: t.deteriorated });
  if (flags.silent_days !== null && flags.silent_days >= QUIET_FLAG_DAYS)
    shown.push({ kind: 'quiet', text: t.quiet(flags.silent_days) });
  if (shown.length === 0) return <p className="text-sm text-muted">{t.none}</p>;
  return (
    <ul aria-label={t.label} className="flex flex-wrap gap-2">
      {shown.map(({ kind, text }) => (
        <li
          key={kind}
          data-flag={kind}
          className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold ${STYLE[kind]}`}
        >
          <span aria-hidden="true">{MARK[kind]}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
