import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CredentialFields } from '../../../components/ui/credential-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { forgetUserOnDevice, signInOnDevice } from '../../../lib/device-user';
import { i18n, useMessages } from '../../../lib/i18n';
import { pageAfterSignIn } from '../../../lib/return-path';
import { useSignIn } from '../api/sign-in';
import { loginResolver, serverMessages, type LoginForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';
import { UnverifiedModal } from '../components/unverified-modal';

const messages = i18n('auth/login', {
  noToken: 'No token received from server',
  invalid: 'Invalid email or password. Please try again.',
  title: 'Sign In',
  intro: 'Welcome back. Sign in to continue your practice.',
  expired: 'Your session has expired. Please sign in again to continue.',
  email: 'Email',
  password: 'Password',
  forgot: 'Forgot password?',
  signingIn: 'Signing in…',
  newHere: 'New here?',
  create: 'Create an account',
});

export function LoginPage() {
  const t = useMessages(messages);
  const server = useMessages(serverMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const queryClient = useQueryClient();
  /** What went wrong: the app's own message key, or the server's error. */
  const [failure, setFailure] = useState<'noToken' | Error | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useLightForm<LoginForm>({ validate: loginResolver });

  const showUnverified = (email: string) => {
    // Not a logout: sessions a patient kept on the device stay for that patient's next sign-in.
    forgetUserOnDevice('patient', queryClient, undefined, { keptSessions: 'keep' });
    setUnverifiedEmail(email);
  };

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    signIn.mutate(values, {
      onSuccess: ({ token, user }) => {
        if (user?.status === 'inactive') return showUnverified(values.email);
        if (!token || !user) return setFailure('noToken');
        // Nothing kept for a previous account on this device may show for this one.
        signInOnDevice('patient', { user, token }, queryClient);
        // Back to the page asked for before signing in (a page of this site only), else the dashboard.
        navigate(pageAfterSignIn('patient', location.state), { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'ACCOUNT_NOT_VERIFIED') return showUnverified(values.email);
        setFailure(err);
      },
    });
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      {params.get('session') === 'expired' ? <FormAlert tone="info">{t.expired}</FormAlert> : null}
      {failure ? (
        <FormAlert>
          {failure === 'noToken'
            ? t.noToken
            : errorMessage(failure, t.invalid, { INVALID_CREDENTIALS: t.invalid, RATE_LIMITED: server.rateLimited })}
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <CredentialFields
          labels={t}
          email={register('email')}
          password={register('password')}
          errors={{ email: formState.errors.email?.message, password: formState.errors.password?.message }}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {t.forgot}
          </Link>
        </div>
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? t.signingIn : t.title}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        {t.newHere}{' '}
        <Link to="/register" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t.create}
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
