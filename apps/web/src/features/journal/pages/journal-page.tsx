import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { useJournal } from '../api/get-journal';
import { useExperienceName } from '../api/get-experience-names';
import { IntensityChart } from '../components/intensity-chart';
import { MeasureChart } from '../components/measure-chart';
import { PendingEntries } from '../components/pending-entries';
import { SessionCheckIns } from '../../../components/journal/session-check-ins';
import { formatDate, groupByMonth, intensities, journalContent } from '../../../components/journal/journal-entries';
import { SelectEntryBox, ShareBar, ShareStartButton, useShareSelection } from '../components/share-selection';
import { SharedLinks } from '../components/shared-links';

const journalMessages = i18n('journal/page', {
  title: 'Journal',
  offline: 'You are offline. Your journal will show here when you are back online.',
  loading: 'Loading your journal…',
  loadFailed: 'Failed to load journal entries.',
  tryAgain: 'Try again',
  empty: 'Your journal is empty. Each session you finish is kept here, with how strong it felt before and after.',
  begin: 'Begin a session',
  session: 'Session',
  sessionLower: 'session',
  noNotes: 'No notes for this session.',
  beforeAfter: 'Intensity before → after:',
});

export function JournalPage() {
  const journal = useJournal();
  const t = useMessages(journalMessages);
  const lang = useLanguage();
  const groups = journal.data ? groupByMonth(journal.data, lang) : [];
  const selection = useShareSelection();
  const online = useOnline();
  // Only a journal with entries has experiences to name.
  const experienceName = useExperienceName(groups.length > 0);
  return (
    <section aria-labelledby="journal-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 id="journal-title" className="text-3xl font-semibold">
        {t.title}
      </h1>
      <PendingEntries />
      {!online && !journal.data ? (
        <p className="rounded-2xl border border-brand-100 bg-white p-5 text-ink">{t.offline}</p>
      ) : null}
      {journal.isPending && online ? <Spinner label={t.loading} /> : null}
      {journal.isError && online ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-danger">{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void journal.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {journal.isSuccess && groups.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-white p-6">
          <p className="text-lg">{t.empty}</p>
          <Link
            to="/begin-session"
            className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
          >
            {t.begin}
          </Link>
        </div>
      ) : null}
      {groups.length > 0 ? <ShareStartButton selection={selection} /> : null}
      <SharedLinks />
      {groups.length > 0 ? <IntensityChart sessions={groups.flatMap((g) => g.sessions)} /> : null}
      <MeasureChart />
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`month-${group.key}`} className="flex flex-col gap-3">
          <h2 id={`month-${group.key}`} className="text-xl font-semibold text-brand-800">
            {group.label}
          </h2>
          <ul className="flex flex-col gap-3">
            {group.sessions.map((s) => {
              const { before, after } = intensities(s);
              return (
                <li
                  key={s.session_id}
                  // A long unbroken word wraps rather than widening the entry past the screen.
                  className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-4 wrap-anywhere"
                  data-testid="journal-entry"
                >
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="flex items-center gap-3 font-semibold">
                      <SelectEntryBox
                        selection={selection}
                        sessionId={s.session_id}
                        label={`${formatDate(s.created_at, lang)}: ${journalContent(s) ?? experienceName(s.experience) ?? t.sessionLower}`}
                      />
                      {experienceName(s.experience) ?? t.session}
                    </span>
                    <time dateTime={s.created_at} className="text-sm text-muted">
                      {formatDate(s.created_at, lang)}
                    </time>
                  </div>
                  <p className="whitespace-pre-line text-ink">{journalContent(s) ?? t.noNotes}</p>
                  <p className="text-sm text-muted">
                    {t.beforeAfter}{' '}
                    <span className="font-semibold text-ink">
                      {before ?? '–'} → {after ?? '–'}
                    </span>
                  </p>
                  <SessionCheckIns checkIns={s.check_ins ?? []} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <ShareBar selection={selection} />
    </section>
  );
}
