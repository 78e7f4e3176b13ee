import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { resetResolver, type ResetForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../../../components/ui/password-field';

const MISSING_TOKEN = 'Invalid or missing reset token. Please try requesting a new password reset link.';

export function ResetPasswordPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const token = query.get('token') ?? params.token ?? '';
  const email = query.get('email') ?? undefined;
  const resetPassword = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(token ? null : MISSING_TOKEN);
  const { register, handleSubmit, formState } = useLightForm<ResetForm>({ validate: resetResolver });

  const onSubmit = handleSubmit((values) => {
    if (!token) return setFailure(MISSING_TOKEN);
    setFailure(null);
    resetPassword.mutate(
      { token, email, ...values },
      {
        onSuccess: () => setDone(true),
        onError: (err) => setFailure(errorMessage(err, 'Failed to reset password. Please try again.')),
      },
    );
  });

  if (done) {
    return (
      <AuthCard title="Password reset">
        <FormAlert tone="success">Your password has been reset successfully.</FormAlert>
        <p className="text-base text-muted">
          For your safety, every device that was signed in has been signed out. Sign in with your new password.
        </p>
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          Go to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset password"
      intro={email ? <>Choose a new password for {email}.</> : 'Choose a new password for your account.'}
    >
      {failure ? (
        <FormAlert>
          {failure}{' '}
          {failure === MISSING_TOKEN || /expired|invalid/i.test(failure) ? (
            <Link to="/forgot-password" className="font-medium underline">
              Request a new link
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          hint="At least 8 characters"
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={formState.errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={resetPassword.isPending || !token}>
          {resetPassword.isPending ? 'Resetting…' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
