import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { i18n, useMessages } from '../../../lib/i18n';
import { useForgotPassword } from '../api/forgot-password';
import { forgotResolver, serverMessages, type ForgotForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';

const messages = i18n('auth/forgot-password', {
  failed: 'Failed to send reset link. Please try again.',
  checkTitle: 'Check your email',
  ifExists: 'If an account exists with this email, you will receive password reset instructions.',
  // {email} is shown in bold.
  sentTo: 'We sent the instructions to {email} if it belongs to an account. The link is valid for 1 hour.',
  notReceived: 'Did not receive it?',
  tryAgain: 'Try again',
  back: 'Back to Sign In',
  title: 'Forgot password',
  intro: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  email: 'Email',
  sending: 'Sending…',
  send: 'Send reset link',
});

export function ForgotPasswordPage() {
  const t = useMessages(messages);
  const server = useMessages(serverMessages);
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState, reset } = useLightForm<ForgotForm>({ validate: forgotResolver });

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    forgot.mutate(email, { onSuccess: () => setSentTo(email), onError: setFailure });
  });

  if (sentTo) {
    const [before, after] = t.sentTo.split('{email}');
    return (
      <AuthCard title={t.checkTitle}>
        <FormAlert tone="success">{t.ifExists}</FormAlert>
        <p className="text-base text-muted">
          {before}
          <strong className="text-ink">{sentTo}</strong>
          {after}
        </p>
        <p className="text-sm text-muted">
          {t.notReceived}{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline underline-offset-2"
            onClick={() => {
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            {t.tryAgain}
          </button>
        </p>
        <Link to="/login" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {t.back}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.title} intro={t.intro}>
      {failure ? <FormAlert>{errorMessage(failure, t.failed, { RATE_LIMITED: server.rateLimited })}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? t.sending : t.send}
        </Button>
      </form>
      <Link to="/login" className="text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        {t.back}
      </Link>
    </AuthCard>
  );
}
