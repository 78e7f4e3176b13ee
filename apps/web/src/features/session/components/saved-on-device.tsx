import { Link } from 'react-router';
import { i18n, useMessages } from '../../../lib/i18n';

export const savedMessages = i18n('session/saved-on-device', {
  title: 'Saved on this device',
  text: 'You are offline just now, so your session is kept safely on this phone or computer. It will be added to your {journal} by itself when you are back online.',
  journal: 'journal',
});

/** A sentence with the journal link where its `{journal}` stands. */
export function WithJournalLink({ text, link }: { text: string; link: string }) {
  const [before, after = ''] = text.split('{journal}');
  return (
    <>
      {before}
      <Link to="/journal" className="text-brand-700 underline">
        {link}
      </Link>
      {after}
    </>
  );
}

/** Said calmly when a session ends without a connection: nothing is lost, it only waits to be sent. */
export function SavedOnDevice() {
  const t = useMessages(savedMessages);
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-testid="saved-on-device"
    >
      <p className="text-lg font-semibold text-brand-800">{t.title}</p>
      <p className="text-ink">
        <WithJournalLink text={t.text} link={t.journal} />
      </p>
    </div>
  );
}
