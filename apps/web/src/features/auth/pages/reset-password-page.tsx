import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { useResetPassword } from '../api/reset-password';
import { resetResolver, serverMessages, type ResetForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { passwordRefusalMessages, refusedAsCommon } from '../../../lib/password-refusal';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';
import { PasswordField } from '../../../components/ui/password-field';

const messages = i18n('auth/reset-password', {
  missingToken: 'Invalid or missing reset token. Please try requesting a new password reset link.',
  failed: 'Failed to reset password. Please try again.',
  invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
  doneTitle: 'Password reset',
  done: 'Your password has been reset successfully.',
  signedOut: 'For your safety, every device that was signed in has been signed out. Sign in with your new password.',
  toSignIn: 'Go to Sign In',
  title: 'Reset password',
  introFor: params('Choose a new password for {email}.'),
  intro: 'Choose a new password for your account.',
  requestNew: 'Request a new link',
  newPassword: 'New password',
  hint: 'At least 8 characters',
  confirm: 'Confirm new password',
  resetting: 'Resetting…',
});

const MISSING = 'missing';

export function ResetPasswordPage() {
  const t = useMessages(messages);
  const server = useMessages(serverMessages);
  useMessages(passwordRefusalMessages);
  const route = useParams();
  const [query] = useSearchParams();
  const token = query.get('token') ?? route.token ?? '';
  const email = query.get('email') ?? undefined;
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  /** A missing token, or the server's error. */
  const [failure, setFailure] = useState<unknown>(token ? null : MISSING);
  const { register, handleSubmit, formState, setFieldError } = useLightForm<ResetForm>({ validate: resetResolver });

  const onSubmit = handleSubmit((values) => {
    if (!token) return setFailure(MISSING);
    setFailure(null);
    resetPassword.mutate(
      { token, email, ...values },
      {
        onSuccess: () => setDone(true),
        onError: (err) =>
          refusedAsCommon(err, 'password')
            ? setFieldError('password', passwordRefusalMessages.get().tooCommon)
            : setFailure(err),
      },
    );
  });

  if (done) {
    return (
      <AuthCard title={t.doneTitle}>
        <FormAlert tone="success">{t.done}</FormAlert>
        <p className="text-base text-muted">{t.signedOut}</p>
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t.toSignIn}
        </Link>
      </AuthCard>
    );
  }

  // An unusable link (missing, unknown, spent or expired) can only be replaced by a new one.
  const relink = failure === MISSING || (failure instanceof ApiError && failure.code === 'INVALID_TOKEN');
  const failureText =
    failure === MISSING
      ? t.missingToken
      : errorMessage(failure, t.failed, {
          INVALID_TOKEN: t.invalidToken,
          RATE_LIMITED: server.rateLimited,
        });

  return (
    <AuthCard title={t.title} intro={email ? t.introFor({ email }) : t.intro}>
      {failure ? (
        <FormAlert>
          {failureText}{' '}
          {relink ? (
            <Link to="/forgot-password" className="font-medium underline">
              {t.requestNew}
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          error={formState.errors.password?.message}
          hint={t.hint}
          {...register('password')}
        />
        <PasswordField
          label={t.confirm}
          autoComplete="new-password"
          error={formState.errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={resetPassword.isPending || !token}>
          {resetPassword.isPending ? t.resetting : t.title}
        </Button>
      </form>
    </AuthCard>
  );
}
