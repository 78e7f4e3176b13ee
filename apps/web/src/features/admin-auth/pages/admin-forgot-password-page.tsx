import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { required, rulesResolver } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { requestAdminPasswordReset } from '../api/admin-password';
import { AdminAuthCard, FormAlert } from '../components/admin-auth-card';

const validate = rulesResolver<{ email: string }>({ email: [required('Please enter your email address')] }, ['email']);

/** A missing e-mail is told beside the form; how the request ended is told by a toast. */
export function AdminForgotPasswordPage() {
  const { register, handleSubmit, formState } = useLightForm<{ email: string }>({ validate });
  const error = formState.errors.email?.message;
  const [sent, setSent] = useState(false);

  const submit = handleSubmit(async ({ email }) => {
    try {
      toast.success(await requestAdminPasswordReset(email));
      setSent(true);
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to process request. Please try again.'));
    }
  });

  if (sent) {
    return (
      <AdminAuthCard title="Email Sent">
        <p className="mb-6 text-muted">
          Look in your inbox for a link to choose a new password. The link works once and expires in 1 hour.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/admin/login"
            className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
          >
            Back to Login
          </Link>
          <Button variant="ghost" onClick={() => setSent(false)}>
            Try again
          </Button>
        </div>
      </AdminAuthCard>
    );
  }

  return (
    <AdminAuthCard title="Forgot Password">
      <p className="mb-4 text-muted">
        Enter the e-mail address of your admin account and we will send you a link to choose a new password.
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Link to="/admin/login" className="text-center text-sm text-brand-700 underline">
          Back to Login
        </Link>
      </form>
    </AdminAuthCard>
  );
}
