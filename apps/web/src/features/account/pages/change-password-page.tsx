import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { PasswordField } from '../../../components/ui/password-field';
import { changePasswordResolver, type ChangePasswordForm } from '../account-schemas';
import { useLightForm } from '../../../lib/use-light-form';
import { useChangePassword } from '../api/change-password';
import { useRedirectAfter } from '../use-redirect-after';

export function ChangePasswordPage() {
  const change = useChangePassword();
  const redirect = useRedirectAfter();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useLightForm<ChangePasswordForm>({ validate: changePasswordResolver });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (res) => {
        setSaved(true);
        toast.success(res.message ?? 'Your password has been changed.');
        redirect('/settings', 2000);
      },
      onError: (err) => toast.error(errorMessage(err, 'Failed to change password. Please try again.')),
    }),
  );

  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-semibold">Change Password</h1>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-white p-6"
      >
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <p className="text-sm text-muted">Other devices signed in to your account will be signed out.</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={change.isPending || saved}>
            {change.isPending ? 'Saving…' : 'Change Password'}
          </Button>
          <Link
            to="/settings"
            className="inline-flex min-h-11 items-center rounded-lg px-5 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}
