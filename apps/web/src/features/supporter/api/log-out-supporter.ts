import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forgetUserOnDevice } from '../../../lib/device-user';

/** Ends the token on the server; whether or not it could be reached, this device forgets the supporter. */
export async function logOutSupporter(queryClient: QueryClient): Promise<void> {
  await api('/api/supporter/logout', { method: 'POST', area: 'supporter' }).catch((err: unknown) =>
    console.warn('Logout call failed', err),
  );
  forgetUserOnDevice('supporter', queryClient);
}
