import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { patientAuth, useAuth } from '../../lib/auth-storage';
import { i18n, useMessages } from '../../lib/i18n';
import { logoutPatient } from '../../lib/logout-patient';
import { pageAfterSignIn } from '../../lib/return-path';
import { isSessionExpired } from '../../lib/session-expired';
import { usePatientSession } from './use-patient-session';

const AboutPage = lazy(() => import('../../features/content/pages/about-page').then((m) => ({ default: m.AboutPage })));
const LandingPage = lazy(() =>
  import('../../features/content/pages/landing-page').then((m) => ({ default: m.LandingPage })),
);

const messages = i18n('shell/patient-guards', { signingOut: 'Signing out…' });

/**
 * Protected pages: without a token, to /login, remembering the page asked for (path, query and
 * fragment) so the sign-in leads back to it. With one, nothing shows until the server has
 * confirmed it (see usePatientSession).
 */
export function RequirePatient() {
  const session = usePatientSession();
  const location = useLocation();
  if (session === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={isSessionExpired('patient') ? '/login?session=expired' : '/login'} replace state={{ from }} />;
  }
  if (session === 'checking') return <Spinner />;
  return <Outlet />;
}

/** Login, register and password pages: a signed-in user goes where they were going, else to the dashboard. */
export function PublicOnly() {
  const { isSignedIn } = useAuth(patientAuth);
  const location = useLocation();
  if (isSignedIn) return <Navigate to={pageAfterSignIn('patient', location.state)} replace />;
  return <Outlet />;
}

/** `/`: the about page for a signed-in user, the landing page for everyone else. */
export function HomeIndex() {
  const session = usePatientSession();
  if (session === 'checking') return <Spinner />;
  return <Suspense fallback={<Spinner />}>{session === 'signed-in' ? <AboutPage /> : <LandingPage />}</Suspense>;
}

/** Ends the session on the server (a failure is only logged), forgets it here, then goes home. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useMessages(messages);
  useEffect(() => {
    void logoutPatient(queryClient).then((out) => navigate(out ? '/' : '/journal', { replace: true }));
  }, [navigate, queryClient]);
  return <Spinner label={t.signingOut} />;
}
