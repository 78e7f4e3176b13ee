import { adminErrorText } from '../../../components/admin/common-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { i18n, useMessages } from '../../../lib/i18n';
import { signInOnDevice } from '../../../lib/device-user';
import { required, rulesResolver } from '../../../lib/form-rules';
import { pageAfterSignIn } from '../../../lib/return-path';
import { useLightForm } from '../../../lib/use-light-form';
import { LOGIN_MESSAGES, NoTokenError, adminSignIn, loginMessages } from '../api/admin-signin';
import { AdminAuthCard, FormAlert } from '../components/admin-auth-card';

const messages = i18n('admin-auth/login', {
  title: 'Admin Sign In',
  expired: 'Your session has expired. Please sign in again.',
  email: 'Email',
  password: 'Password',
  show: 'Show',
  hide: 'Hide',
  forgot: 'Forgot password?',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
});

type Credentials = { email: string; password: string };
const validate = rulesResolver<Credentials>(
  { email: [required(LOGIN_MESSAGES.missing)], password: [(v) => v === '' && LOGIN_MESSAGES.missing] },
  ['email'],
);

/** Missing fields are told beside the form; how a sign-in attempt ended is told by a toast. */
export function AdminLoginPage() {
  const { register, handleSubmit, formState } = useLightForm<Credentials>({ validate });
  const t = useMessages(messages);
  const said = useMessages(loginMessages);
  // The rules speak English (LOGIN_MESSAGES); the screen says the same in the language in use.
  const error = formState.errors.email || formState.errors.password ? said.missing : undefined;
  const [showPassword, setShowPassword] = useState(false);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const submit = handleSubmit(async ({ email, password }) => {
    // A new attempt makes the last one's failure stale.
    toast.dismissErrors();
    try {
      const session = await adminSignIn(email, password);
      signInOnDevice('admin', session, queryClient);
      // Nothing said about an earlier failure may follow the admin onto the dashboard.
      toast.dismissErrors();
      navigate(pageAfterSignIn('admin', location.state), { replace: true });
    } catch (err) {
      const now = loginMessages.get();
      toast.error(err instanceof NoTokenError ? now.noToken : adminErrorText(err, now.failed));
    }
  });

  return (
    <AdminAuthCard title={t.title}>
      {params.get('session') === 'expired' ? <FormAlert tone="info">{t.expired}</FormAlert> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label={t.email} type="email" autoComplete="username" {...register('email')} />
        <TextField
          label={t.password}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...register('password')}
          trailing={
            <button
              type="button"
              className="rounded px-3 py-1 text-sm text-brand-700 hover:bg-brand-50"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              {showPassword ? t.hide : t.show}
            </button>
          }
        />
        <div className="flex justify-end">
          <Link to="/admin/forgot-password" className="text-sm text-brand-700 underline">
            {t.forgot}
          </Link>
        </div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.signingIn : t.signIn}
        </Button>
      </form>
    </AdminAuthCard>
  );
}
