import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { useSignUp } from '../api/sign-up';
import { registerResolver, serverMessages, type RegisterForm } from '../auth-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { passwordRefusalMessages, refusedAsCommon } from '../../../lib/password-refusal';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';
import { PasswordField } from '../../../components/ui/password-field';

const messages = i18n('auth/register', {
  failed: 'Registration failed. Please try again.',
  title: 'Sign Up',
  intro: 'Create your account to start clearing what weighs on you.',
  firstName: 'First name',
  email: 'Email',
  password: 'Password',
  hint: 'At least 8 characters',
  confirm: 'Confirm password',
  creating: 'Creating account…',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
  verifyTitle: 'Verification Required',
  sent: params(
    'We have sent a verification link to {email}. Please open it to verify your email address, then sign in.',
  ),
  valid: 'The link is valid for 24 hours. If it does not arrive, check your spam folder.',
  okay: 'Okay',
});

/** The failure in the language in use: the server's words in English, the screen's own otherwise. */
function failureText(err: unknown): string {
  return errorMessage(err, messages.get().failed, { RATE_LIMITED: serverMessages.get().rateLimited });
}

export function RegisterPage() {
  const t = useMessages(messages);
  useMessages(serverMessages);
  useMessages(passwordRefusalMessages);
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFieldError } = useLightForm<RegisterForm>({
    validate: registerResolver,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(({ first_name, email, password }) => {
    setFailure(null);
    signUp.mutate(
      { first_name, email, password },
      {
        onSuccess: () => setSentTo(email),
        onError: (err) => {
          if (refusedAsCommon(err, 'password'))
            return setFieldError('password', passwordRefusalMessages.get().tooCommon);
          setFailure(err);
          toast.error(failureText(err));
        },
      },
    );
  });

  return (
    <AuthCard title={t.title} intro={t.intro}>
      {failure ? <FormAlert>{failureText(failure)}</FormAlert> : null}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          error={errors.password?.message}
          hint={t.hint}
          {...register('password')}
        />
        <PasswordField
          label={t.confirm}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? t.creating : t.title}
        </Button>
      </form>
      <p className="text-center text-sm text-muted">
        {t.haveAccount}{' '}
        <Link to="/login" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t.signIn}
        </Link>
      </p>
      <Modal
        open={sentTo !== null}
        title={t.verifyTitle}
        onClose={() => navigate('/login')}
        actions={<Button onClick={() => navigate('/login')}>{t.okay}</Button>}
      >
        <p>{t.sent({ email: sentTo ?? '' })}</p>
        <p className="mt-2">{t.valid}</p>
      </Modal>
    </AuthCard>
  );
}
