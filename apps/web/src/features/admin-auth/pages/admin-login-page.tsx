import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { signInOnDevice } from '../../../lib/device-user';
import { required, rulesResolver } from '../../../lib/form-rules';
import { pageAfterSignIn } from '../../../lib/return-path';
import { useLightForm } from '../../../lib/use-light-form';
import { LOGIN_MESSAGES, adminSignIn } from '../api/admin-signin';
import { AdminAuthCard, FormAlert } from '../components/admin-auth-card';

type Credentials = { email: string; password: string };
const validate = rulesResolver<Credentials>(
  { email: [required(LOGIN_MESSAGES.missing)], password: [(v) => v === '' && LOGIN_MESSAGES.missing] },
  ['email'],
);

/** Missing fields are told beside the form; how a sign-in attempt ended is told by a toast. */
export function AdminLoginPage() {
  const { register, handleSubmit, formState } = useLightForm<Credentials>({ validate });
  const error = formState.errors.email?.message ?? formState.errors.password?.message;
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
      toast.error(errorMessage(err, LOGIN_MESSAGES.failed));
    }
  });

  return (
    <AdminAuthCard title="Admin Sign In">
      {params.get('session') === 'expired' ? (
        <FormAlert tone="info">Your session has expired. Please sign in again.</FormAlert>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField label="Email" type="email" autoComplete="username" {...register('email')} />
        <TextField
          label="Password"
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
              {showPassword ? 'Hide' : 'Show'}
            </button>
          }
        />
        <div className="flex justify-end">
          <Link to="/admin/forgot-password" className="text-sm text-brand-700 underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AdminAuthCard>
  );
}
