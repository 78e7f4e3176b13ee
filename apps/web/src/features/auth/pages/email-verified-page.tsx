import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { patientAuth } from '../../../lib/auth-storage';
import { signInOnDevice } from '../../../lib/device-user';
import { useVerifyEmail, verifyEmailKey } from '../api/verify-email';
import { AuthCard, FormAlert } from '../components/auth-card';

export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const verification = useVerifyEmail(code);
  const queryClient = useQueryClient();

  // When the server signs the user in with the verification, keep that session, and nothing of
  // whoever used this device before. The answer on screen stays: its code cannot be used twice.
  useEffect(() => {
    const result = verification.data;
    if (result?.token && result.user)
      signInOnDevice('patient', { user: result.user, token: result.token }, queryClient, verifyEmailKey(code));
  }, [verification.data, queryClient, code]);

  if (!code || verification.isError) {
    return (
      <AuthCard title="Email verification">
        <FormAlert>
          {code
            ? 'Failed to verify your email. The verification link may have expired or is invalid.'
            : 'Verification code is missing'}
        </FormAlert>
        <p className="text-base text-muted">You can sign in and ask for a new verification link from there.</p>
        <Button onClick={() => navigate('/login', { replace: true })}>Go to Login</Button>
      </AuthCard>
    );
  }

  if (verification.isPending) {
    return (
      <AuthCard title="Email verification">
        <Spinner label="Verifying your email…" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Email verified">
      <FormAlert tone="success">Your email has been verified. Welcome!</FormAlert>
      <p className="text-base text-muted">
        Your account is ready.{' '}
        {patientAuth.getToken()
          ? 'Continue to your dashboard to begin.'
          : 'Sign in on the next screen to reach your dashboard.'}
      </p>
      <Button onClick={() => navigate('/dashboard', { replace: true })}>Continue to Dashboard</Button>
    </AuthCard>
  );
}
