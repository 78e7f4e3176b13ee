import { adminErrorText } from '../../../components/admin/common-messages';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { i18n, useMessages } from '../../../lib/i18n';
import { required, rulesResolver } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { requestAdminPasswordReset } from '../api/admin-password';
import { AdminAuthCard, FormAlert } from '../components/admin-auth-card';

const messages = i18n('admin-auth/forgot', {
  title: 'Forgot Password',
  intro: 'Enter the e-mail address of your admin account and we will send you a link to choose a new password.',
  email: 'Email',
  missing: 'Please enter your email address',
  send: 'Send Reset Link',
  sending: 'Sending...',
  backToLogin: 'Back to Login',
  sentTitle: 'Email Sent',
  sentBody: 'Look in your inbox for a link to choose a new password. The link works once and expires in 1 hour.',
  tryAgain: 'Try again',
  failed: 'Failed to process request. Please try again.',
});

const validate = rulesResolver<{ email: string }>({ email: [required(messages.get().missing)] }, ['email']);

/** A missing e-mail is told beside the form; how the request ended is told by a toast. */
export function AdminForgotPasswordPage() {
  const { register, handleSubmit, formState } = useLightForm<{ email: string }>({ validate });
  const t = useMessages(messages);
  const error = formState.errors.email ? t.missing : undefined;
  const [sent, setSent] = useState(false);

  const submit = handleSubmit(async ({ email }) => {
    try {
      toast.success(await requestAdminPasswordReset(email));
      setSent(true);
    } catch (err) {
      toast.error(adminErrorText(err, messages.get().failed));
    }
  });

  if (sent) {
    return (
      <AdminAuthCard title={t.sentTitle}>
        <p className="mb-6 text-muted">{t.sentBody}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/admin/login"
            className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
          >
            {t.backToLogin}
          </Link>
          <Button variant="ghost" onClick={() => setSent(false)}>
            {t.tryAgain}
          </Button>
        </div>
      </AdminAuthCard>
    );
  }

  return (
    <AdminAuthCard title={t.title}>
      <p className="mb-4 text-muted">{t.intro}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={t.email} type="email" autoComplete="email" {...register('email')} />
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.sending : t.send}
        </Button>
        <Link to="/admin/login" className="text-center text-sm text-brand-700 underline">
          {t.backToLogin}
        </Link>
      </form>
    </AdminAuthCard>
  );
}
