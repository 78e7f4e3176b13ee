import type { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { patientAuth } from './auth-storage';
import { forgetUserOnDevice } from './device-user';

/** The server's answer also asks the browser to clear this site's storage and cache (Clear-Site-Data). */
export async function logoutPatient(queryClient: QueryClient) {
  if (patientAuth.getToken()) {
    await api('/api/auth/logout', { method: 'POST' }).catch((err) => console.warn('Logout call failed', err));
  }
  forgetUserOnDevice('patient', queryClient);
}
