import { useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { i18n, useMessages } from '../../../lib/i18n';
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

const messages = i18n('conditions/page', {
  title: 'Conditions of Use',
  loading: 'Loading your agreement…',
  agree: 'I have read and understood these conditions, and I agree to them.',
  submit: 'Submit Agreement',
  submitting: 'Submitting…',
  loadFailed: 'Failed to load your agreement status',
  saveFailed: 'Failed to update agreement',
  saved: 'Thank you. Your agreement has been saved.',
  choiceSaved: 'Your choice has been saved.',
  /** Declined on the way to a session: only what to do, the box being right above. */
  toStart: 'To start a session, tick the box above and submit again.',
});

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
  const t = useMessages(messages);

  useEffect(() => {
    if (agreement.data) setAccepted(agreement.data.agreement_accepted);
  }, [agreement.data]);
  useEffect(() => {
    // Once per failure, in the language in use then (a later switch does not repeat it).
    if (agreement.isError) toast.error(messages.get().loadFailed, TOAST);
  }, [agreement.isError]);

  const submit = () =>
    update.mutate(accepted, {
      onSuccess: () => {
        // The session would only send a patient who has not agreed straight back here.
        if (!accepted && returnTo === SESSION) return setDeclinedForSession(true);
        setDeclinedForSession(false);
        setSubmitted(true);
        toast.success(accepted ? t.saved : t.choiceSaved, TOAST);
        redirect(returnTo, 1500);
      },
      onError: () => toast.error(t.saveFailed, TOAST),
    });

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      <ConditionsText />
      {agreement.isPending ? (
        <Spinner label={t.loading} />
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
              {t.agree}
            </label>
          </div>
          <Button onClick={submit} disabled={update.isPending || submitted} className="self-start">
            {update.isPending ? t.submitting : t.submit}
          </Button>
          {declinedForSession ? (
            <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
              <p>{t.toStart}</p>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
