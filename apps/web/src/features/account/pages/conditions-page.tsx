import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAgreement } from '../../../lib/get-agreement';
import { useUpdateAgreement } from '../api/update-agreement';
import { ConditionsText } from '../components/conditions-text';
import { useRedirectAfter } from '../use-redirect-after';

/** Toasts on this page are shorter, as the spec asks. */
const TOAST = { duration: 3000 };
const SESSION = '/begin-session';
/** The spec's words for why a session cannot start yet. */
const AGREEMENT_NEEDED = 'You must accept the conditions of use before starting a session';

/**
 * Where to go after agreeing: back to the session when the user was sent here from it
 * (router state `{from: '/begin-session'}` or `?from=/begin-session`), else to settings.
 */
function useReturnPath(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from ?? params.get('from');
  return typeof from === 'string' && from.replace(/^\//, '') === 'begin-session' ? SESSION : '/settings';
}

export function ConditionsPage() {
  const agreement = useAgreement();
  const update = useUpdateAgreement();
  const redirect = useRedirectAfter();
  const returnTo = useReturnPath();
  const checkboxId = useId();
  const [accepted, setAccepted] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  /** Declined on the way to a session: the choice is kept and explained, and the patient stays here. */
  const [declinedForSession, setDeclinedForSession] = useState(false);

  useEffect(() => {
    if (agreement.data) setAccepted(agreement.data.agreement_accepted);
  }, [agreement.data]);
  useEffect(() => {
    if (agreement.isError) toast.error('Failed to load your agreement status', TOAST);
  }, [agreement.isError]);

  const submit = () =>
    update.mutate(accepted, {
      onSuccess: () => {
        // The session would only send a patient who has not agreed straight back here.
        if (!accepted && returnTo === SESSION) return setDeclinedForSession(true);
        setDeclinedForSession(false);
        setSubmitted(true);
        toast.success(accepted ? 'Thank you. Your agreement has been saved.' : 'Your choice has been saved.', TOAST);
        redirect(returnTo, 1500);
      },
      onError: () => toast.error('Failed to update agreement', TOAST),
    });

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">Conditions of Use</h1>
      <ConditionsText />
      {agreement.isPending ? (
        <Spinner label="Loading your agreement…" />
      ) : (
        <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-white p-5">
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={accepted}
              onChange={(e) => setAccepted(e.target.checked)}
              className="mt-1 h-5 w-5 accent-brand-600"
            />
            <label htmlFor={checkboxId} className="text-base text-ink">
              I have read and understood these conditions, and I agree to them.
            </label>
          </div>
          <Button onClick={submit} disabled={update.isPending || submitted} className="self-start">
            {update.isPending ? 'Submitting…' : 'Submit Agreement'}
          </Button>
          {declinedForSession ? (
            <div
              role="status"
              className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900"
            >
              <p className="font-semibold">Your choice has been saved.</p>
              <p>
                {AGREEMENT_NEEDED}. If you want to start one, tick the box above and submit again. You can come back to
                these conditions at any time from Settings.
              </p>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
