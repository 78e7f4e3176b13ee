import type { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { patientAuth } from './auth-storage';
import { forgetUserOnDevice } from './device-user';

/**
 * The server's answer also asks the browser to clear this site's storage and cache (Clear-Site-Data).
 * Sessions kept on the device are sent first; false (still signed in) when some cannot be and
 * the patient would rather keep them than discard them.
 */
export async function logoutPatient(queryClient: QueryClient): Promise<boolean> {
  const { sendOrDiscardKept } = await import('./offline-data');
  if (!(await sendOrDiscardKept(patientAuth.getUser()?.id))) return false;
  if (patientAuth.getToken()) {
    await api('/api/auth/logout', { method: 'POST' }).catch((err) => console.warn('Logout call failed', err));
  }
  forgetUserOnDevice('patient', queryClient);
  return true;
}
