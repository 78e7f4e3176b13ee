import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { patientAuth } from '../../../lib/auth-storage';
import { signInOnDevice } from '../../../lib/device-user';
import { i18n, useMessages } from '../../../lib/i18n';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, FormAlert } from '../../../components/ui/auth-card';
import { queryKeys } from '../../../lib/query-keys';

const messages = i18n('auth/email-verified', {
  title: 'Email verification',
  failed: 'Failed to verify your email. The verification link may have expired or is invalid.',
  missing: 'Verification code is missing',
  askAgain: 'You can sign in and ask for a new verification link from there.',
  toLogin: 'Go to Login',
  verifying: 'Verifying your email…',
  verified: 'Email verified',
  welcome: 'Your email has been verified. Welcome!',
  ready: 'Your account is ready.',
  begin: 'Continue to your dashboard to begin.',
  signInNext: 'Sign in on the next screen to reach your dashboard.',
  toDashboard: 'Continue to Dashboard',
});

export function EmailVerifiedPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const verification = useVerifyEmail(code);
  const queryClient = useQueryClient();
  const t = useMessages(messages);

  // When the server signs the user in with the verification, keep that session, and nothing of
  // whoever used this device before. The answer on screen stays: its code cannot be used twice.
  useEffect(() => {
    const result = verification.data;
    if (result?.token && result.user)
      signInOnDevice('patient', { user: result.user, token: result.token }, queryClient, queryKeys.verifyEmail(code));
  }, [verification.data, queryClient, code]);

  if (!code || verification.isError) {
    return (
      <AuthCard title={t.title}>
        <FormAlert>{code ? t.failed : t.missing}</FormAlert>
        <p className="text-base text-muted">{t.askAgain}</p>
        <Button onClick={() => navigate('/login', { replace: true })}>{t.toLogin}</Button>
      </AuthCard>
    );
  }

  if (verification.isPending) {
    return (
      <AuthCard title={t.title}>
        <Spinner label={t.verifying} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t.verified}>
      <FormAlert tone="success">{t.welcome}</FormAlert>
      <p className="text-base text-muted">
        {t.ready} {patientAuth.getToken() ? t.begin : t.signInNext}
      </p>
      <Button onClick={() => navigate('/dashboard', { replace: true })}>{t.toDashboard}</Button>
    </AuthCard>
  );
}
