import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onSessionExpired, type Area } from './api-client';
import { tokenExpiry, type AuthStore } from './auth-storage';
import { forgetUserOnDevice } from './device-user';
import { forgetSessionExpiry, markSessionExpired } from './session-expired';

const CHECK_EVERY_MS = 60_000;
const WARN_BEFORE_S = 5 * 60;

/**
 * Ends the area's session when the server says it is gone, and every 60 s checks whether
 * the token expires within 5 minutes; either way: forget the person on this device (their
 * unfinished session and cached answers too, not the finished sessions waiting to be sent),
 * then go to the login page.
 */
export function useSessionExpiry(area: Area, store: AuthStore<unknown>, loginPath: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (store.getToken()) forgetSessionExpiry(area);
    const expire = () => {
      if (!store.getToken()) return;
      markSessionExpired(area);
      // The sessions kept on the device wait for this patient's next sign-in.
      forgetUserOnDevice(area, queryClient, undefined, { keptSessions: 'keep' });
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
  }, [area, store, loginPath, navigate, queryClient]);
}
