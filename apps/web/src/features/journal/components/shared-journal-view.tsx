import type { SharedJournal } from '@clearwell/shared';
import { formatDate, formatTime } from '../../../components/journal/journal-entries';
import { JournalEntry } from '../../../components/journal/journal-entry';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';

const messages = i18n('journal/shared-view', {
  title: params('Journal entries shared by {name}'),
  readOnly: params('Read-only. This link works until {date}, {time}.'),
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
          <JournalEntry key={s.session_id} session={s} heading={nested ? 'h4' : 'h2'} />
        ))}
      </ul>
    </>
  );
}
