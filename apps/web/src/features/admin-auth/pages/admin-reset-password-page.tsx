import { PASSWORD_MIN } from '@clearwell/shared/constants';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { minLength, rulesResolver, sameAs } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { RESET_DONE, resetAdminPassword } from '../api/admin-password';
import { AdminAuthCard, FormAlert } from '../components/admin-auth-card';

const INVALID_LINK = 'Invalid password reset link. Please request a new one.';
export const REDIRECT_AFTER_RESET_MS = 3000;

type NewPassword = { password: string; confirm: string };
const validate = rulesResolver<NewPassword>({
  password: [
    (v) => v === '' && 'Please enter a new password',
    minLength(PASSWORD_MIN, 'Password must be at least 8 characters long'),
  ],
  confirm: [sameAs<NewPassword>('password', 'Passwords do not match')],
});

/**
 * Field problems are told beside the form; how the reset ended is told by a toast (which stays
 * through the move to the sign-in page).
 */
export function AdminResetPasswordPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const token = params.token || query.get('token') || '';
  const email = query.get('email') || undefined;
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useLightForm<NewPassword>({ validate });
  // One message at a time, in the order of the rules.
  const error = formState.errors.password?.message ?? formState.errors.confirm?.message;
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (token) return;
    toast.error(INVALID_LINK);
    navigate('/admin/forgot-password', { replace: true });
  }, [token, navigate]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/admin/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async ({ password, confirm }) => {
    try {
      await resetAdminPassword({ token, password, confirm_password: confirm, email });
      setDone(true);
      toast.success(RESET_DONE);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to reset password. Please try again.'));
    }
  });

  // Told by the toast, which stays on the forgot-password page this moves to at once.
  if (!token) return null;
  if (done) {
    return (
      <AdminAuthCard title="Password Reset">
        <p className="mb-6 text-muted">Taking you to the sign-in page…</p>
        <Link to="/admin/login" className="text-brand-700 underline">
          Go to login now
        </Link>
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard title="Reset Password">
      {email ? <p className="mb-4 text-muted">Choose a new password for {email}.</p> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="New Password" type="password" autoComplete="new-password" {...register('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...register('confirm')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AdminAuthCard>
  );
}
