import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired, type Area } from './api-client';
import { tokenExpiry, type AuthStore } from './auth-storage';

const CHECK_EVERY_MS = 60_000;

/**
 * Set when a session ends by expiry, until the login page has shown why. Clearing the
 * credentials re-renders the protected route guard before the router has moved on, so the
 * guard reads this to send the user to `?session=expired` rather than a bare login page.
 */
const expiredAreas = new Set<Area>();
export const sessionExpired = (area: Area) => expiredAreas.has(area);
export const acknowledgeSessionExpiry = (area: Area) => void expiredAreas.delete(area);
const WARN_BEFORE_S = 5 * 60;

/**
 * Ends the area's session when the server says it is gone, and every 60 s checks whether
 * the token expires within 5 minutes; either way: clear, then go to the login page.
 */
/** Areas whose session was just ended for expiry, until someone signs in there again. */
const expiredAreas = new Set<Area>();

/**
 * Whether the area's session ended because it expired. Clearing the store re-renders the
 * area's guard, whose own redirect would otherwise drop the `?session=expired` reason.
 */
export function isSessionExpired(area: Area): boolean {
  return expiredAreas.has(area);
}

export function useSessionExpiry(area: Area, store: AuthStore<unknown>, loginPath: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (store.getToken()) expiredAreas.delete(area);
    const expire = () => {
      if (!store.getToken()) return;
      expiredAreas.add(area);
      store.clear();
      navigate(`${loginPath}?session=expired`, { replace: true });
    };
    const unregister = onSessionExpired(area, expire);
    const check = () => {
      const token = store.getToken();
      const exp = token ? tokenExpiry(token) : null;
      if (token && exp !== null && exp - Date.now() / 1000 <= WARN_BEFORE_S) expire();
    };
    check();
    const timer = setInterval(check, CHECK_EVERY_MS);
    return () => {
      unregister();
      clearInterval(timer);
    };
  }, [area, store, loginPath, navigate]);
}
