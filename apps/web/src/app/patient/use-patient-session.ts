import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { profileQuery } from '../../features/account/api/get-profile';
import { settingsQuery } from '../../lib/get-settings';
import { patientAuth, useAuth } from '../../lib/auth-storage';
import { prefetchForPatient } from '../../lib/prefetch-for-patient';

/**
 * `checking`: a token is stored but the server has not yet said it still accepts it.
 * `signed-in`: it answered (or could not be reached, in which case the page's own calls decide).
 */
export type PatientSession = 'signed-out' | 'checking' | 'signed-in';

/**
 * Verifying an e-mail works for anyone: a stored token the server has dropped must not send the
 * person away from it to sign in.
 */
const UNCHECKED_PATHS = new Set(['/auth/email-verified']);

/**
 * A stored token only says someone signed in here once; it may since have been revoked (a logout
 * or password change elsewhere). So when the app starts, and when the tab comes back after the
 * answer has gone stale, the server is asked for the profile, which the header and account pages
 * need anyway (one shared query, so one request). Until it answers, no signed-in screen shows
 * the cached user; a 401 ends the session through the API client's expiry rule
 * (/login?session=expired).
 */
export function usePatientSession(): PatientSession {
  const { token } = useAuth(patientAuth);
  const { pathname } = useLocation();
  const check = useQuery({
    ...profileQuery,
    enabled: Boolean(token) && !UNCHECKED_PATHS.has(pathname),
    refetchOnWindowFocus: true,
  });
  if (!token) return 'signed-out';
  return check.status === 'pending' ? 'checking' : 'signed-in';
}

/**
 * What the signed-in pages prefetch (routes.tsx): the session check and the patient's settings (their language) start
 * with the navigation, alongside the page's code and its own requests, not after it has rendered.
 */
export const prefetchSignedIn = (): null => prefetchForPatient([profileQuery, settingsQuery]);
