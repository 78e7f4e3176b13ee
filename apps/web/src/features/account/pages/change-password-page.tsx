import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { i18n, language, useMessages } from '../../../lib/i18n';
import { PasswordField } from '../../../components/ui/password-field';
import { changePasswordResolver, type ChangePasswordForm } from '../account-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { passwordRefusalMessages, refusedAsCommon } from '../../../lib/password-refusal';
import { useChangePassword } from '../api/change-password';
import { useRedirectAfter } from '../use-redirect-after';

const messages = i18n('account/change-password', {
  changed: 'Your password has been changed.',
  failed: 'Failed to change password. Please try again.',
  wrongCurrent: 'Your current password is not correct.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  title: 'Change Password',
  current: 'Current password',
  newPassword: 'New password',
  hint: 'At least 8 characters',
  confirm: 'Confirm new password',
  otherDevices: 'Other devices signed in to your account will be signed out.',
  saving: 'Saving…',
  cancel: 'Cancel',
});

export function ChangePasswordPage() {
  const t = useMessages(messages);
  useMessages(passwordRefusalMessages);
  const change = useChangePassword();
  const redirect = useRedirectAfter();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setFieldError } = useLightForm<ChangePasswordForm>({
    validate: changePasswordResolver,
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (res) => {
        const m = messages.get();
        setSaved(true);
        toast.success((language.get() === 'en' && res.message) || m.changed);
        redirect('/settings', 2000);
      },
      onError: (err) => {
        if (refusedAsCommon(err, 'new_password'))
          return setFieldError('new_password', passwordRefusalMessages.get().tooCommon);
        const m = messages.get();
        toast.error(
          errorMessage(err, m.failed, { INVALID_CURRENT_PASSWORD: m.wrongCurrent, RATE_LIMITED: m.rateLimited }),
        );
      },
    }),
  );

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">{t.title}</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-white p-6"
      >
        <PasswordField
          label={t.current}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label={t.newPassword}
          autoComplete="new-password"
          hint={t.hint}
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label={t.confirm}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <p className="text-sm text-muted">{t.otherDevices}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={change.isPending || saved}>
            {change.isPending ? t.saving : t.title}
          </Button>
          <Link
            to="/settings"
            className="inline-flex min-h-11 items-center rounded-lg px-5 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            {t.cancel}
          </Link>
        </div>
      </form>
    </section>
  );
}
