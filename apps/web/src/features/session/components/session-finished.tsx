import { useAppName } from '../../../lib/app-info';
import { FeedbackForm } from '../../../components/feedback/feedback-form';
import { SharePanel } from '../../../components/feedback/share-panel';
import { AnnouncedSafetyCard } from '../../../components/safety/in-session';
import { i18n, useMessages } from '../../../lib/i18n';
import { SavedOnDevice, WithJournalLink } from './saved-on-device';

const messages = i18n('session/finished', {
  title: 'Feedback',
  wellDone: 'Well done. We would love to hear how it went for you.',
  saved: 'Well done. Your session is saved in your {journal}. We would love to hear how it went for you.',
  journal: 'journal',
  again: 'Start a new session',
});

/**
 * The end of a session: a word of thanks, the Feedback screen, and sharing the result. When the
 * server heard a concern in the session, the crisis lines come first.
 */
export function SessionFinished({
  experience,
  concern = false,
  onDevice = false,
  onAgain,
}: {
  experience: string | null;
  concern?: boolean;
  /** Finished without a connection: kept on this device until it can be added to the journal. */
  onDevice?: boolean;
  onAgain: () => void;
}) {
  const appName = useAppName();
  const t = useMessages(messages);
  return (
    <section aria-labelledby="finished-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="finished-title" tabIndex={-1} className="text-3xl font-semibold">
          {t.title}
        </h1>
        <p className="text-lg text-muted">
          {onDevice ? t.wellDone : <WithJournalLink text={t.saved} link={t.journal} />}
        </p>
      </div>
      {onDevice ? <SavedOnDevice /> : null}
      <AnnouncedSafetyCard show={concern} />
      <FeedbackForm />
      {/* Keyed by the name: the message is written once the server has told it. */}
      <SharePanel key={appName} experience={experience} appName={appName} />
      <div>
        <button type="button" onClick={onAgain} className="text-brand-700 underline">
          {t.again}
        </button>
      </div>
    </section>
  );
}
