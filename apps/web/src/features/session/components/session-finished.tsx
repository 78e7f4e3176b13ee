import { Suspense } from 'react';
import { Link } from 'react-router';
import { useAppName } from '../../../lib/app-info';
import { FeedbackForm } from '../../../components/feedback/feedback-form';
import { SharePanel } from '../../../components/feedback/share-panel';
import { SafetyCard } from '../../../components/safety/in-session';
import { SavedOnDevice } from './saved-on-device';

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
  return (
    <section aria-labelledby="finished-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="finished-title" tabIndex={-1} className="text-3xl font-semibold">
          Feedback
        </h1>
        {onDevice ? (
          <p className="text-lg text-muted">Well done. We would love to hear how it went for you.</p>
        ) : (
          <p className="text-lg text-muted">
            Well done. Your session is saved in your{' '}
            <Link to="/journal" className="text-brand-700 underline">
              journal
            </Link>
            . We would love to hear how it went for you.
          </p>
        )}
      </div>
      {onDevice ? <SavedOnDevice /> : null}
      <div aria-live="polite">
        {concern ? (
          <Suspense fallback={null}>
            <SafetyCard />
          </Suspense>
        ) : null}
      </div>
      <FeedbackForm />
      {/* Keyed by the name: the message is written once the server has told it. */}
      <SharePanel key={appName} experience={experience} appName={appName} />
      <div>
        <button type="button" onClick={onAgain} className="text-brand-700 underline">
          Start a new session
        </button>
      </div>
    </section>
  );
}
