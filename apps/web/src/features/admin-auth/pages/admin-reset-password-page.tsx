import { adminErrorText } from '../../../components/admin/common-messages';
import { PASSWORD_MIN } from '@clearwell/shared/constants';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { minLength, rulesResolver, sameAs } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { passwordRefusalMessages, refusedAsCommon } from '../../../lib/password-refusal';
import { passwordMessages, resetAdminPassword } from '../api/admin-password';
import { AdminAuthCard, FormAlert } from '../components/admin-auth-card';

export const REDIRECT_AFTER_RESET_MS = 3000;

const messages = i18n('admin-auth/reset', {
  invalidLink: 'Invalid password reset link. Please request a new one.',
  missing: 'Please enter a new password',
  tooShort: params('Password must be at least {min} characters long'),
  mismatch: 'Passwords do not match',
  failed: 'Failed to reset password. Please try again.',
  doneTitle: 'Password Reset',
  redirecting: 'Taking you to the sign-in page…',
  loginNow: 'Go to login now',
  title: 'Reset Password',
  forEmail: params('Choose a new password for {email}.'),
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  reset: 'Reset Password',
  resetting: 'Resetting...',
});

type NewPassword = { password: string; confirm: string };
/** `tooCommon` is the server's: the password is one of the commonly used ones. */
type Rule = 'missing' | 'tooShort' | 'mismatch' | 'tooCommon';
/** The rules name which one failed; the screen says it in the language in use. */
const validate = rulesResolver<NewPassword>({
  password: [(v) => v === '' && 'missing', minLength(PASSWORD_MIN, 'tooShort')],
  confirm: [sameAs<NewPassword>('password', 'mismatch')],
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
  const { register, handleSubmit, formState, setFieldError } = useLightForm<NewPassword>({ validate });
  const t = useMessages(messages);
  const refusal = useMessages(passwordRefusalMessages);
  // One message at a time, in the order of the rules.
  const failed = (formState.errors.password?.message ?? formState.errors.confirm?.message) as Rule | undefined;
  const error =
    failed === 'tooShort'
      ? t.tooShort({ min: PASSWORD_MIN })
      : failed === 'tooCommon'
        ? refusal.tooCommon
        : failed
          ? t[failed]
          : undefined;
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (token) return;
    toast.error(messages.get().invalidLink);
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
      toast.success(passwordMessages.get().resetDone);
    } catch (err) {
      if (refusedAsCommon(err, 'password')) return setFieldError('password', 'tooCommon' satisfies Rule);
      toast.error(adminErrorText(err, messages.get().failed));
    }
  });

  // Told by the toast, which stays on the forgot-password page this moves to at once.
  if (!token) return null;
  if (done) {
    return (
      <AdminAuthCard title={t.doneTitle}>
        <p className="mb-6 text-muted">{t.redirecting}</p>
        <Link to="/admin/login" className="text-brand-700 underline">
          {t.loginNow}
        </Link>
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard title={t.title}>
      {email ? <p className="mb-4 text-muted">{t.forEmail({ email })}</p> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={t.newPassword} type="password" autoComplete="new-password" {...register('password')} />
        <TextField label={t.confirmPassword} type="password" autoComplete="new-password" {...register('confirm')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.resetting : t.reset}
        </Button>
      </form>
    </AdminAuthCard>
  );
}
