import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { patientAuth, useAuth } from '../../lib/auth-storage';
import { forgetUserOnDevice } from '../../lib/device-user';
import { isSessionExpired } from '../../lib/use-session-expiry';

const AboutPage = lazy(() => import('../../features/content/pages/about-page').then((m) => ({ default: m.AboutPage })));
const LandingPage = lazy(() => import('../../features/content/pages/landing-page').then((m) => ({ default: m.LandingPage })));

/** Protected pages: without a token, to /login (remembering where the user was going). */
export function RequirePatient() {
  const { isSignedIn } = useAuth(patientAuth);
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={isSessionExpired('patient') ? '/login?session=expired' : '/login'} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Login, register and password pages: a signed-in user goes to the dashboard instead. */
export function PublicOnly() {
  const { isSignedIn } = useAuth(patientAuth);
  if (isSignedIn) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** `/`: the about page for a signed-in user, the landing page for everyone else. */
export function HomeIndex() {
  const { isSignedIn } = useAuth(patientAuth);
  return <Suspense fallback={<Spinner />}>{isSignedIn ? <AboutPage /> : <LandingPage />}</Suspense>;
}

/** Ends the session on the server (a failure is only logged), forgets it here, then goes home. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    void logoutPatient(queryClient).then(() => navigate('/', { replace: true }));
  }, [navigate, queryClient]);
  return <Spinner label="Signing out…" />;
}

/** The server's answer also asks the browser to clear this site's storage and cache (Clear-Site-Data). */
export async function logoutPatient(queryClient: QueryClient) {
  if (patientAuth.getToken()) {
    await api('/api/auth/logout', { method: 'POST' }).catch((err) => console.warn('Logout call failed', err));
  }
  forgetUserOnDevice('patient', queryClient);
}
