import { Navigate, Outlet, useLocation } from 'react-router';
import { supporterAuth, useAuth } from '../../lib/auth-storage';
import { pageAfterSignIn } from '../../lib/return-path';
import { isSessionExpired } from '../../lib/session-expired';
import { useSessionExpiry } from '../../lib/use-session-expiry';

/**
 * The supporter's screens need a supporter's session (its own token, apart from a patient's or an
 * admin's on the same device); otherwise to /supporter/login, remembering the way back. A token the
 * server refuses (401) ends the session there too.
 */
export function SupporterGuard() {
  const { isSignedIn } = useAuth(supporterAuth);
  const location = useLocation();
  useSessionExpiry('supporter', supporterAuth, '/supporter/login');
  if (!isSignedIn) {
    const to = isSessionExpired('supporter') ? '/supporter/login?session=expired' : '/supporter/login';
    return <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}

/** Sign-in and the invitation's password page: a signed-in supporter goes on to their caseload. */
export function SupporterPublicOnly() {
  const { isSignedIn } = useAuth(supporterAuth);
  const location = useLocation();
  if (isSignedIn) return <Navigate to={pageAfterSignIn('supporter', location.state)} replace />;
  return <Outlet />;
}
