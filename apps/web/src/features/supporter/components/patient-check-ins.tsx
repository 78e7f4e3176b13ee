import type { CheckIn } from '@clearwell/shared';
import { formatDate } from '../../../components/journal/journal-entries';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('supporter/check-ins', {
  aSession: 'A session',
  answered: params('Answered {date}'),
  due: params('Due {date}, not answered yet'),
  strength: params('Strength before the session {first}, after it {last}, at the check-in {now}'),
  quoted: params('“{note}”'),
});

const shown = (n: number | null) => (n === null ? '–' : String(n));

/**
 * The patient's check-ins, newest first: how strong it was before, after, and days later, and
 * their note. The session's own words are not quoted here: they are shared only with sessions.
 */
export function PatientCheckIns({ checkIns }: { checkIns: CheckIn[] }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const newestFirst = [...checkIns].sort((a, b) => (a.due_at < b.due_at ? 1 : -1));
  return (
    <ul className="flex flex-col gap-3">
      {newestFirst.map((c) => (
        <li key={c.id} className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-white p-4 wrap-anywhere">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">{c.experience ?? t.aSession}</h3>
            <span className="text-sm text-muted">
              {c.answered_at
                ? t.answered({ date: formatDate(c.answered_at, lang) })
                : t.due({ date: formatDate(c.due_at, lang) })}
            </span>
          </div>
          <p className="text-sm text-ink">
            {t.strength({ first: shown(c.intensity_first), last: shown(c.intensity_last), now: shown(c.intensity) })}
          </p>
          {c.note ? <p className="whitespace-pre-line text-ink">{t.quoted({ note: c.note })}</p> : null}
        </li>
      ))}
    </ul>
  );
}
