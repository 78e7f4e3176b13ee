import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { i18n, useMessages } from '../../../lib/i18n';
import { passwordRefusalMessages, refusedAsCommon } from '../../../lib/password-refusal';
import { useLightForm } from '../../../lib/use-light-form';
import { setSupporterPassword } from '../api/set-supporter-password';
import { newPasswordResolver, type NewPasswordForm } from '../supporter-rules';

const messages = i18n('supporter/set-password', {
  title: 'Choose your password',
  intro: 'You have been invited as a supporter. Choose a password to sign in with.',
  password: 'Password',
  hint: 'At least 8 characters. Not one that many people use.',
  confirm: 'Password again',
  save: 'Save password',
  saving: 'Saving…',
  invalidLink:
    'This invitation link cannot be used: it may have expired (links last 7 days) or been used already. Ask the person who invited you to send a new one.',
  failed: 'Your password could not be saved. Please try again.',
  doneTitle: 'Your password is saved',
  done: 'You can now sign in with your e-mail address and this password.',
  toSignIn: 'Go to sign-in',
});

/** The page the invitation's link opens: the supporter's first password, once. */
export function SupporterSetPasswordPage() {
  const t = useMessages(messages);
  useMessages(passwordRefusalMessages);
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState, setFieldError } = useLightForm<NewPasswordForm>({
    validate: newPasswordResolver,
  });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await setSupporterPassword({ token, password });
      setDone(true);
    } catch (err) {
      if (refusedAsCommon(err, 'password')) setFieldError('password', passwordRefusalMessages.get().tooCommon);
      else setFailure(err);
    }
  });

  if (done) {
    return (
      <AuthCard title={t.doneTitle}>
        <FormAlert tone="success">{t.done}</FormAlert>
        <Link
          to="/supporter/login"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t.toSignIn}
        </Link>
      </AuthCard>
    );
  }

  // An unknown, spent or expired link can only be replaced by a new invitation.
  const badLink = failure instanceof ApiError && failure.code === 'INVALID_TOKEN';
  return (
    <AuthCard title={t.title} intro={t.intro}>
      {failure ? <FormAlert>{badLink ? t.invalidLink : errorMessage(failure, t.failed)}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          hint={t.hint}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={t.confirm}
          autoComplete="new-password"
          error={formState.errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.saving : t.save}
        </Button>
      </form>
    </AuthCard>
  );
}
