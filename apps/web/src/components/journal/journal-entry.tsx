import type { JournalSession } from '@clearwell/shared';
import { i18n, params, useLanguage, useMessages } from '../../lib/i18n';
import { formatDate, formatTime, intensities } from './journal-entries';
import { SessionCheckIns } from './session-check-ins';

const messages = i18n('journal/entry', {
  session: 'Session',
  beforeAfter: 'Intensity before → after:',
  everyRating: params('Every rating: {ratings}'),
});

/**
 * One journal entry as someone the patient shares it with reads it (a coach's link, a supporter):
 * every typed answer, every rating and the check-ins. `heading` is the level of its title, below
 * whatever the page or dialog it is in already has.
 */
export function JournalEntry({ session, heading = 'h2' }: { session: JournalSession; heading?: 'h2' | 'h3' | 'h4' }) {
  const { before, after } = intensities(session);
  const t = useMessages(messages);
  const lang = useLanguage();
  const EntryTitle = heading;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 wrap-anywhere"
      data-testid="shared-entry"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <EntryTitle className="text-lg font-semibold text-ink">{session.experience ?? t.session}</EntryTitle>
        <time dateTime={session.created_at} className="text-sm text-muted">
          {formatDate(session.created_at, lang)} {formatTime(session.created_at)}
        </time>
      </div>
      <p className="text-ink">
        {t.beforeAfter}{' '}
        <span className="font-semibold">
          {before ?? '–'} → {after ?? '–'}
        </span>
      </p>
      {session.text_responses.length > 0 ? (
        <dl className="flex flex-col gap-2">
          {session.text_responses.map((r, i) => (
            <div key={i} className="flex flex-col">
              <dt className="text-sm text-muted">{r.step_title}</dt>
              <dd className="whitespace-pre-line break-words text-ink">{String(r.response)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <SessionCheckIns checkIns={session.check_ins ?? []} ownJournal={false} />
      {session.intensity_responses.length > 2 ? (
        <p className="text-sm text-muted">
          {t.everyRating({ ratings: session.intensity_responses.map((r) => r.response).join(', ') })}
        </p>
      ) : null}
    </li>
  );
}
