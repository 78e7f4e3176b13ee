import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { CredentialFields } from '../../../components/ui/credential-fields';
import { errorMessage } from '../../../lib/api-client';
import { signInOnDevice } from '../../../lib/device-user';
import { i18n, useMessages } from '../../../lib/i18n';
import { pageAfterSignIn } from '../../../lib/return-path';
import { useLightForm } from '../../../lib/use-light-form';
import { signInSupporter } from '../api/sign-in-supporter';
import { signInResolver, type SignInForm } from '../supporter-rules';

const messages = i18n('supporter/login', {
  title: 'Supporter sign-in',
  intro: 'Sign in to see the people you support and their messages.',
  expired: 'Your session has ended. Please sign in again.',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  invalid: 'The e-mail or password is not right. Please try again.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  failed: 'Signing in did not work. Please try again.',
  forgot: 'Forgot your password? Ask the person who invited you to send you a new invitation.',
});

export function SupporterLoginPage() {
  const t = useMessages(messages);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useLightForm<SignInForm>({ validate: signInResolver });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const { token, supporter } = await signInSupporter(email, password);
      signInOnDevice('supporter', { user: supporter, token }, queryClient);
      navigate(pageAfterSignIn('supporter', location.state), { replace: true });
    } catch (err) {
      setFailure(err);
    }
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      {params.get('session') === 'expired' ? <FormAlert tone="info">{t.expired}</FormAlert> : null}
      {failure ? (
        <FormAlert>
          {errorMessage(failure, t.failed, { INVALID_CREDENTIALS: t.invalid, RATE_LIMITED: t.rateLimited })}
        </FormAlert>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <CredentialFields
          labels={t}
          email={register('email')}
          password={register('password')}
          errors={{ email: formState.errors.email?.message, password: formState.errors.password?.message }}
          emailAutoComplete="username"
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.signingIn : t.signIn}
        </Button>
      </form>
      <p className="text-sm text-muted">{t.forgot}</p>
    </AuthCard>
  );
}
