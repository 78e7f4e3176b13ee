import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetUserOnDevice } from '../../../lib/device-user';

/**
 * Ends the back-office session: the server revokes the token; whether or not it could be
 * reached, this device forgets the admin and everything cached for them.
 */
export async function logoutAdmin(queryClient: QueryClient): Promise<void> {
  await api('/api/admin/auth/logout', { method: 'POST', area: 'admin' }).catch((err: unknown) =>
    console.warn('Logout call failed', err),
  );
  forgetUserOnDevice('admin', queryClient);
}
