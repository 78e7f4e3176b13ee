import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { i18n, useMessages } from '../../../lib/i18n';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { patientAuth, useAuth } from '../../../lib/auth-storage';
import { forgetUserOnDevice } from '../../../lib/device-user';
import { useAgreement } from '../../../lib/get-agreement';
import { useExperiences } from '../api/get-experiences';
import { useSessionSteps } from '../api/get-session-steps';
import { SessionRunner } from '../components/session-runner';

// Only needed at the end: its form and share panel stay out of the page's first download.
const SessionFinished = lazy(() =>
  import('../components/session-finished').then((m) => ({ default: m.SessionFinished })),
);

const messages = i18n('session/begin', {
  agreementRequired: 'You must accept the conditions of use before starting a session',
  loadFailed: 'Failed to load session data',
  offline:
    'You are offline, and this session is not on this device yet. Connect to the internet, then try again. Sessions you finish offline are kept here until they can be added to your journal.',
  tryAgain: 'Try again',
  preparing: 'Preparing your session…',
  loading: 'Loading your session…',
  noSteps: 'There are no session steps yet. Please check back soon.',
  loadingEnd: 'Loading…',
});

/** The request never reached the server (no connection), as opposed to an answer refusing it. */
const isNetworkFailure = (err: unknown) => !(err instanceof ApiError) || !navigator.onLine;

/** The conditions of use must be accepted first; the conditions page brings the patient back. */
function useAgreementGate() {
  const navigate = useNavigate();
  const { user } = useAuth(patientAuth);
  const agreement = useAgreement();
  // The server's answer wins; the cached user only covers a failed check.
  const accepted = agreement.isSuccess
    ? agreement.data.agreement_accepted
    : agreement.isError
      ? Boolean(user?.agreement_accepted)
      : undefined;
  const sent = useRef(false);
  const refuse = () => {
    if (sent.current) return;
    sent.current = true;
    toast.error(messages.get().agreementRequired);
    navigate('/conditions-of-use', { replace: true, state: { from: '/begin-session' } });
  };
  useEffect(() => {
    if (accepted === false) refuse();
  });
  return { accepted, refuse };
}

export function BeginSessionPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth(patientAuth);
  const gate = useAgreementGate();
  const t = useMessages(messages);
  const steps = useSessionSteps();
  const experiences = useExperiences();
  const [finished, setFinished] = useState<{ experience: string | null; concern: boolean; onDevice: boolean } | null>(
    null,
  );

  const loadError = steps.error ?? experiences.error;
  useEffect(() => {
    // A lost sign-in: start again from the login page.
    if (loadError instanceof ApiError && loadError.status === 401) {
      toast.error(messages.get().loadFailed);
      forgetUserOnDevice('patient', queryClient, undefined, { keptSessions: 'keep' });
      navigate('/login', { replace: true });
    }
  }, [loadError, navigate, queryClient]);

  if (finished) {
    return (
      <Suspense fallback={<Spinner label={t.loadingEnd} />}>
        <SessionFinished
          experience={finished.experience}
          concern={finished.concern}
          onDevice={finished.onDevice}
          onAgain={() => setFinished(null)}
        />
      </Suspense>
    );
  }
  if (gate.accepted !== true) return <Spinner label={t.preparing} />;
  if (loadError) {
    const retry = () => void Promise.all([steps.refetch(), experiences.refetch()]);
    // Without a connection nothing is wrong: said calmly, with a way to try again.
    if (isNetworkFailure(loadError))
      return (
        <div
          role="status"
          className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6"
          data-testid="session-offline"
        >
          <p className="text-lg text-ink">{t.offline}</p>
          <Button onClick={retry}>{t.tryAgain}</Button>
        </div>
      );
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-start gap-4 rounded-2xl border border-red-200 bg-red-50 p-6"
      >
        <p className="text-lg font-semibold text-danger">{t.loadFailed}</p>
        <Button onClick={retry}>{t.tryAgain}</Button>
      </div>
    );
  }
  if (!steps.data || !experiences.data) return <Spinner label={t.loading} />;
  if (steps.data.length === 0) {
    return <p className="text-lg text-muted">{t.noSteps}</p>;
  }
  return (
    <SessionRunner
      steps={steps.data}
      experiences={experiences.data}
      medium={user?.guide_medium ?? 'video'}
      onAgreementRequired={gate.refuse}
      onFinished={(experience, concern, onDevice) => {
        setFinished({ experience, concern, onDevice });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
