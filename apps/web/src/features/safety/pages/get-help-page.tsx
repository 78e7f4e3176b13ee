import { Link, useNavigate } from 'react-router';
import { SafetyCard } from '../../../components/safety/safety-card';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('safety/get-help', { back: '← Go back', home: 'Home' });

const backClass = 'inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-brand-700 underline';

/** "Get help now": the crisis lines, open to everyone, signed in or not. */
export function GetHelpPage() {
  const navigate = useNavigate();
  const t = useMessages(messages);
  // Opened from within the app: back where the patient was (a session picks up where it was left).
  // The router numbers its history entries; the first one it made is 0.
  const cameFromApp = typeof window !== 'undefined' && (window.history.state as { idx?: number } | null)?.idx;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <SafetyCard
        headingLevel="h1"
        back={
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {cameFromApp ? (
              <button type="button" onClick={() => navigate(-1)} className={backClass}>
                {t.back}
              </button>
            ) : (
              <Link to="/" className={backClass}>
                {t.home}
              </Link>
            )}
          </div>
        }
      />
    </div>
  );
}
