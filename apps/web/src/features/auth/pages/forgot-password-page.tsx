import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { forgotResolver, type ForgotForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { AuthCard, FormAlert } from '../components/auth-card';

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useLightForm<ForgotForm>({ validate: forgotResolver });

  const onSubmit = handleSubmit(({ email }) => {
    setFailure(null);
    forgot.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (err) => setFailure(errorMessage(err, 'Failed to send reset link. Please try again.')),
    });
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <FormAlert tone="success">
          If an account exists with this email, you will receive password reset instructions.
        </FormAlert>
        <p className="text-base text-muted">
          We sent the instructions to <strong className="text-ink">{sentTo}</strong> if it belongs to an account. The
          link is valid for 1 hour.
        </p>
        <p className="text-sm text-muted">
          Did not receive it?{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline underline-offset-2"
            onClick={() => {
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            Try again
          </button>
        </p>
        <Link to="/login" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Back to Sign In
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email you signed up with and we will send you a link to choose a new password."
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <Link to="/login" className="text-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
