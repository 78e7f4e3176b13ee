import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { forgetUserOnDevice, signInOnDevice } from '../../../lib/device-user';
import { pageAfterSignIn } from '../../../lib/return-path';
import { acknowledgeSessionExpiry } from '../../../lib/use-session-expiry';
import { useSignIn } from '../api/sign-in';
import { loginResolver, type LoginForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { AuthCard, FormAlert } from '../components/auth-card';
import { PasswordField } from '../../../components/ui/password-field';
import { UnverifiedModal } from '../components/unverified-modal';

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useLightForm<LoginForm>({ validate: loginResolver });
  // The notice is on screen now; a later sign-out should not repeat it.
  useEffect(() => acknowledgeSessionExpiry('patient'), []);

  const showUnverified = (email: string) => {
    forgetUserOnDevice('patient', queryClient);
    setUnverifiedEmail(email);
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: ({ token, user }) => {
        if (user?.status === 'inactive') return showUnverified(values.email);
        if (!token || !user) return setFailure('No token received from server');
        // Nothing kept for a previous account on this device may show for this one.
        signInOnDevice('patient', { user, token }, queryClient);
        // Back to the page asked for before signing in (a page of this site only), else the dashboard.
        navigate(pageAfterSignIn('patient', location.state), { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'ACCOUNT_NOT_VERIFIED') return showUnverified(values.email);
        setFailure(errorMessage(err, 'Invalid email or password. Please try again.'));
      },
    });
  });

  return (
    <AuthCard title="Sign In" intro="Welcome back. Sign in to continue your practice.">
      {params.get('session') === 'expired' ? (
        <FormAlert tone="info">Your session has expired. Please sign in again to continue.</FormAlert>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        New here?{' '}
        <Link to="/register" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Create an account
        </Link>
      </p>
      <UnverifiedModal
        email={unverifiedEmail ?? ''}
        open={unverifiedEmail !== null}
        onClose={() => setUnverifiedEmail(null)}
      />
    </AuthCard>
  );
}
