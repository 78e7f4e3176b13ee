import type { JournalCheckIn } from '@clearwell/shared';
import type { Language } from '@clearwell/shared/constants';
import { count, i18n, params, useLanguage, useMessages } from '../../lib/i18n';
import { afterSeconds } from '../../lib/time-words';
import { formatDate } from './journal-entries';

const messages = i18n('journal/check-ins', {
  label: 'Check-ins after this session',
  waiting: 'waiting for your answer',
  notAnswered: 'not answered yet',
  on: params('on {date}'),
  week: count({ one: '{count} week later', other: '{count} weeks later' }),
  day: count({ one: '{count} day later', other: '{count} days later' }),
  hour: count({ one: '{count} hour later', other: '{count} hours later' }),
  minute: count({ one: '{count} minute later', other: '{count} minutes later' }),
  second: count({ one: '{count} second later', other: '{count} seconds later' }),
  quoted: params('“{note}”'),
});
type Messages = ReturnType<typeof messages.get>;

const UNITS = [
  [604_800, 'week'],
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

/** `7d` → "1 week later", `1d` → "1 day later", `2s` → "2 seconds later": the largest whole unit. */
function laterInWords(after: string, t: Messages): string {
  const seconds = afterSeconds(after);
  const [size, unit] = UNITS.find(([s]) => seconds >= s && seconds % s === 0) ?? UNITS[4];
  return t[unit](seconds / size);
}

function state(c: JournalCheckIn, now: number, ownJournal: boolean, t: Messages, lang: Language) {
  if (c.intensity !== null) return <span className="font-semibold text-ink">{c.intensity}</span>;
  if (Date.parse(c.due_at) <= now) return <span>{ownJournal ? t.waiting : t.notAnswered}</span>;
  return <span>{t.on({ date: formatDate(c.due_at, lang) })}</span>;
}

/**
 * What the patient said after a session: each check-in's answer (and note), or when it comes.
 * `ownJournal` false words it for someone the patient shared the entry with (a coach).
 */
export function SessionCheckIns({
  checkIns,
  now = Date.now(),
  ownJournal = true,
}: {
  checkIns: JournalCheckIn[];
  now?: number;
  ownJournal?: boolean;
}) {
  const t = useMessages(messages);
  const lang = useLanguage();
  if (!checkIns.length) return null;
  return (
    <ul
      aria-label={t.label}
      className="flex flex-wrap items-start gap-2 text-sm text-muted"
      data-testid="journal-check-ins"
    >
      {checkIns.map((c) => (
        <li key={c.after} className="flex flex-col rounded-lg bg-brand-50 px-3 py-1">
          <span>
            {laterInWords(c.after, t)}: {state(c, now, ownJournal, t, lang)}
          </span>
          {c.note ? <span className="whitespace-pre-line text-ink">{t.quoted({ note: c.note })}</span> : null}
        </li>
      ))}
    </ul>
  );
}
