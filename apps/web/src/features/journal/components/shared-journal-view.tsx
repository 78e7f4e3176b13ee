import type { JournalSession, SharedJournal } from '@clearwell/shared';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { formatDate, intensities } from './journal-entries';
import { formatTime } from './share-status';
import { SessionCheckIns } from './session-check-ins';

const messages = i18n('journal/shared-view', {
  title: params('Journal entries shared by {name}'),
  readOnly: params('Read-only. This link works until {date}, {time}.'),
  session: 'Session',
  beforeAfter: 'Intensity before → after:',
  everyRating: params('Every rating: {ratings}'),
});

/**
 * Everything a coach's link shows: the first name, and each shared entry with every typed
 * answer, every rating and the check-ins. The coach's /shared page and the patient's preview
 * before making a link both draw it, so the preview cannot promise less than the page shows.
 * `nested` lowers the headings, for a preview inside a dialog that has its own title.
 */
export function SharedJournalView({ shared, nested = false }: { shared: SharedJournal; nested?: boolean }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const Title = nested ? 'h3' : 'h1';
  return (
    <>
      <div className="flex flex-col gap-1">
        <Title className={nested ? 'text-xl font-semibold text-ink' : 'text-2xl font-semibold sm:text-3xl'}>
          {t.title({ name: shared.first_name })}
        </Title>
        <p className="text-muted">
          {t.readOnly({ date: formatDate(shared.expires_at, lang), time: formatTime(shared.expires_at) })}
        </p>
      </div>
      <ul className="flex flex-col gap-3">
        {shared.sessions.map((s) => (
          <SharedEntry key={s.session_id} session={s} nested={nested} />
        ))}
      </ul>
    </>
  );
}

function SharedEntry({ session, nested }: { session: JournalSession; nested: boolean }) {
  const { before, after } = intensities(session);
  const t = useMessages(messages);
  const lang = useLanguage();
  const EntryTitle = nested ? 'h4' : 'h2';
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
