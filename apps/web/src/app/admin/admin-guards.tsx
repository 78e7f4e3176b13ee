import { Navigate, Outlet, useLocation } from 'react-router';
import { adminAuth, useAuth } from '../../lib/auth-storage';
import { pageAfterSignIn } from '../../lib/return-path';
import { isSessionExpired } from '../../lib/session-expired';
import { useSessionExpiry } from '../../lib/use-session-expiry';

/** Back-office screens need an admin session; otherwise to /admin/login, remembering the way back (path, query and fragment). */
export function AdminGuard() {
  const { isSignedIn } = useAuth(adminAuth);
  const location = useLocation();
  useSessionExpiry('admin', adminAuth, '/admin/login');
  if (!isSignedIn) {
    const to = isSessionExpired('admin') ? '/admin/login?session=expired' : '/admin/login';
    return <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  return <Outlet />;
}

/** Login and password screens: a signed-in admin goes back where they came from, else to the dashboard. */
export function AdminPublicOnly() {
  const { isSignedIn } = useAuth(adminAuth);
  const location = useLocation();
  if (isSignedIn) return <Navigate to={pageAfterSignIn('admin', location.state)} replace />;
  return <Outlet />;
}
